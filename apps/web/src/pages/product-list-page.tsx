import { ProductListScreen } from '../features/public/components/product-list-screen.tsx';

export function ProductListPage() {
  return <ProductListScreen />;
}
