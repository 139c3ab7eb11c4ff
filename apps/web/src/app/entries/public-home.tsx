import { LandingPage } from '../../pages/landing-page.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';

/** `/` for a visitor: loaded on its own so that the first visit stays small. */
export function PublicHome() {
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}
