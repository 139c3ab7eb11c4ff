import type { SessionUser } from '@aquadesk/shared/auth.ts';
import { isClientUser } from '@aquadesk/shared/permissions.ts';
import { canSeeScreen, SCREENS } from '@aquadesk/shared/screens.ts';
import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSession } from '../app/session-store.ts';
import { usePageTitle } from '../components/use-page-title.ts';
import { ClientWelcome } from '../features/home/components/client-welcome.tsx';
import { ScreenCards } from '../features/home/components/screen-cards.tsx';
import { WelcomeHeader } from '../features/home/components/welcome-header.tsx';
import { toPrincipal, useVisibleScreens } from '../features/navigation/visible-screens.ts';

/** `/` for a signed-in user (spec 000 §2): a greeting and the screens their roles open. */
export function HomePage() {
  usePageTitle('Home');
  const user = useSession();
  const screens = useVisibleScreens().filter((screen) => screen.key !== 'home');
  if (!user) return null;
  const client = isClientUser(toPrincipal(user));

  return (
    <Stack gap="xl" maw={1100}>
      <WelcomeHeader user={user} />
      {client ? (
        <ClientWelcome user={user} />
      ) : screens.length > 0 ? (
        <Stack gap="sm">
          <Title order={3}>Your screens</Title>
          <ScreenCards screens={screens} />
        </Stack>
      ) : (
        <NoScreensNotice user={user} />
      )}
    </Stack>
  );
}

/** A staff user with no built screen yet: more come as the workspace grows, or ask for a role. */
function NoScreensNotice({ user }: { user: SessionUser }) {
  const principal = toPrincipal(user);
  const permitted = SCREENS.some(
    (screen) => screen.key !== 'home' && canSeeScreen(principal, screen.audience),
  );
  if (permitted) {
    return (
      <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title="Your screens will appear here">
        Each workspace screen your roles open (dashboard, work, sites and more) is listed here and in the
        sidebar as soon as it is available.
      </Alert>
    );
  }
  return (
    <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title="No screens for your roles yet">
      Your roles do not open any workspace screens at the moment. If your work needs one, ask an administrator
      to add the role to your account; it appears here and in the sidebar as soon as it is granted.
    </Alert>
  );
}
