import { usePageTitle } from '../components/use-page-title.ts';
import { ProductsAdminList } from '../features/products/components/products-admin-list.tsx';

/** Staff /products (spec 000 §2, §6: admin and product_management). */
export function ProductsPage() {
  usePageTitle('Products', 'ADMIN PANEL');
  return <ProductsAdminList />;
}
