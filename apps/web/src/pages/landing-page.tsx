import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '../components/use-page-title.ts';
import { ClientsSection } from '../features/public/components/clients-section.tsx';
import { ConnectSection } from '../features/public/components/connect-section.tsx';
import { HeroSection } from '../features/public/components/hero-section.tsx';
import { LegalSection } from '../features/public/components/legal-section.tsx';
import { ProductsSection } from '../features/public/components/products-section.tsx';
import { ServicesSection } from '../features/public/components/services-section.tsx';
import { useLandingScroll } from '../features/public/hooks/use-landing-scroll.ts';
import { useSiteInfo } from '../features/site-info/api.ts';

/** `/` for a visitor (spec 000 §1, §2): the sections the public nav links to. */
export function LandingPage() {
  const { brand, company } = useSiteInfo();
  usePageTitle('Home');
  useLandingScroll();
  // The hero paints first and the sections below the fold one frame later (issue #3: largest
  // contentful paint under 1 s). Arriving for a section (hash or the legal state) renders all at once.
  const location = useLocation();
  const [below, setBelow] = useState(() => location.hash !== '' || location.state !== null);
  useEffect(() => {
    if (below) return;
    const frame = requestAnimationFrame(() => setTimeout(() => setBelow(true), 0));
    return () => cancelAnimationFrame(frame);
  }, [below]);
  return (
    <>
      <HeroSection brand={brand} />
      {below && (
        <>
          <ServicesSection />
          <ClientsSection />
          <ProductsSection />
          <ConnectSection company={company} />
          <LegalSection />
        </>
      )}
    </>
  );
}
