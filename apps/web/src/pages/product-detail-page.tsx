import { ProductDetailScreen } from '../features/public/components/product-detail-screen.tsx';

export function ProductDetailPage() {
  return <ProductDetailScreen />;
}
