import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { useSession } from '../lib/session-store.ts';

const PublicHome = lazy(() => import('./entries/public-home.tsx').then((m) => ({ default: m.PublicHome })));
const StaffHome = lazy(() => import('./entries/staff-home.tsx').then((m) => ({ default: m.StaffHome })));

/** spec 000 §2: `/` is Home when logged in, otherwise the public landing page. */
export function HomeSwitch() {
  const user = useSession();
  return <Suspense fallback={<PageLoader fullScreen />}>{user ? <StaffHome /> : <PublicHome />}</Suspense>;
}
