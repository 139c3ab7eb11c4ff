import { WishlistScreen } from '../features/public/components/wishlist-screen.tsx';

export function WishlistPage() {
  return <WishlistScreen />;
}
