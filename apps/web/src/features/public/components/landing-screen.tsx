import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSiteInfo } from '../../../lib/site-info.ts';
import { useLandingScroll } from '../hooks/use-landing-scroll.ts';
import { ClientsSection } from './clients-section.tsx';
import { ConnectSection } from './connect-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LegalSection } from './legal-section.tsx';
import { ProductsSection } from './products-section.tsx';
import { ServicesSection } from './services-section.tsx';

/** `/` for a visitor (spec 000 §1, §2): the sections the public nav links to. */
export function LandingScreen() {
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
