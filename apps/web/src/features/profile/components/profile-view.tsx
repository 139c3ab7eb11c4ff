import type { ProfileResponse, ProfileUser } from '@aquadesk/shared/profile.ts';
import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { putSaved } from '../../../lib/put-saved.ts';
import { useSession } from '../../../lib/session-store.ts';
import { fetchOwnProfile, fetchProfile, profileKeys } from '../api.ts';
import { DigestMailCard } from './digest-mail-card.tsx';
import { OwnDetailsForm } from './own-details-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { SignatureCard } from './signature-card.tsx';

/**
 * /profile/{email} (spec 001 §2): the user's details and signature upload (spec 001 §5); on one's own, the
 * forms to edit one's name and phone and to change one's password (issue 31 item 5). A client has no
 * signature: their own profile comes from GET /api/profile.
 */
export function ProfileView({ email }: { email: string }) {
  const session = useSession();
  const own = session !== null && session.email.toLowerCase() === email.toLowerCase();
  if (own && session.user_type === 'client') return <ClientProfileView />;
  return <StaffProfileView email={email} own={own} />;
}

function StaffProfileView({ email, own }: { email: string; own: boolean }) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: profileKeys.one(email),
    queryFn: ({ signal }) => fetchProfile(email, signal),
    retry: false,
  });
  if (q.isPending) return <PageLoader />;
  if (q.isError || !q.data) {
    return <EmptyState message="Profile not available" description={`No profile to show for ${email}.`} />;
  }
  const { users: user, address } = q.data;
  const saved = (next: ProfileUser) =>
    void putSaved<ProfileResponse>(qc, profileKeys.one(email), (old) =>
      old ? { ...old, users: next } : old,
    );
  return (
    <Stack maw={860} gap="lg">
      <ProfileDetails user={user} />
      {own ? <OwnDetailsForm user={user} onSaved={saved} /> : null}
      {own ? <PasswordForm /> : null}
      {own ? <DigestMailCard /> : null}
      <SignatureCard email={email} user={user} address={address} own={own} onSaved={saved} />
    </Stack>
  );
}

function ClientProfileView() {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: profileKeys.own(),
    queryFn: ({ signal }) => fetchOwnProfile(signal),
    retry: false,
  });
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <Stack maw={860} gap="lg">
      <ProfileDetails user={q.data} client />
      <OwnDetailsForm user={q.data} onSaved={(next) => void putSaved(qc, profileKeys.own(), () => next)} />
      <PasswordForm />
    </Stack>
  );
}
