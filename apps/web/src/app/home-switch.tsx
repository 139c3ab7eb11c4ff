import { lazy, Suspense, useEffect } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { arrivedAfterLogout } from '../lib/logout.ts';
import { useSession } from '../lib/session-store.ts';

const PublicHome = lazy(() => import('./entries/public-home.tsx').then((m) => ({ default: m.PublicHome })));
const StaffHome = lazy(() => import('./entries/staff-home.tsx').then((m) => ({ default: m.StaffHome })));

/** spec 000 §2: `/` is Home when logged in, otherwise the public landing page. */
export function HomeSwitch() {
  const user = useSession();
  // a logout has arrived: guarded pages ask for a login again from now on
  useEffect(() => {
    if (!user) arrivedAfterLogout();
  }, [user]);
  return <Suspense fallback={<PageLoader fullScreen />}>{user ? <StaffHome /> : <PublicHome />}</Suspense>;
}
