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
  return (
    <>
      <HeroSection brand={brand} />
      <ServicesSection />
      <ClientsSection />
      <ProductsSection />
      <ConnectSection company={company} />
      <LegalSection />
    </>
  );
}
