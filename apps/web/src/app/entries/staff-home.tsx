import { HomePage } from '../../pages/home-page.tsx';
import { RequireScreen } from '../guards/require-screen.tsx';
import { StaffLayout } from '../layouts/staff-layout.tsx';

/** `/` for a signed-in user: the staff Home inside the staff layout. */
export function StaffHome() {
  return (
    <StaffLayout>
      <RequireScreen screen="home">
        <HomePage />
      </RequireScreen>
    </StaffLayout>
  );
}
