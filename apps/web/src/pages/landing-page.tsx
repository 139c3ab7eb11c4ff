import { LandingScreen } from '../features/public/components/landing-screen.tsx';

export function LandingPage() {
  return <LandingScreen />;
}
