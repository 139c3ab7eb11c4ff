import { HomeScreen } from '../features/home/components/home-screen.tsx';

export function HomePage() {
  return <HomeScreen />;
}
