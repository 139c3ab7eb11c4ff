import { useParams } from 'react-router';
import { usePageTitle } from '../components/use-page-title.ts';
import { ProfileView } from '../features/profile/components/profile-view.tsx';

/** `/profile/{email}` (spec 001 §2): details and signature; own profile, or anyone's for an admin. */
export function ProfilePage() {
  usePageTitle('Profile');
  const { email = '' } = useParams();
  return <ProfileView key={email} email={email} />;
}
