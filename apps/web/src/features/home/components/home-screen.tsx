import { isClientUser, type Principal } from '@aquadesk/shared/permissions.ts';
import { canSeeScreen, SCREENS } from '@aquadesk/shared/screens.ts';
import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSession } from '../../../lib/session-store.ts';
import { usePrincipal } from '../../../lib/use-can.ts';
import { useVisibleScreens } from '../../navigation/visible-screens.ts';
import { ClientWelcome } from './client-welcome.tsx';
import { ScreenCards } from './screen-cards.tsx';
import { WelcomeHeader } from './welcome-header.tsx';

/**
 * `/` for a signed-in user (spec 000 §2): a greeting and the screens their roles open; a client account's
 * welcome, then `clientExtra` (the page's: reporting a breakdown).
 */
export function HomeScreen({ clientExtra }: { clientExtra?: ReactNode }) {
  usePageTitle('Home');
  const user = useSession();
  const principal = usePrincipal();
  const screens = useVisibleScreens().filter((screen) => screen.key !== 'home');
  if (!user || !principal) return null;
  const client = isClientUser(principal);

  return (
    <Stack gap="xl" maw={1100}>
      <WelcomeHeader user={user} />
      {client ? (
        <>
          <ClientWelcome user={user} />
          {clientExtra}
        </>
      ) : screens.length > 0 ? (
        <Stack gap="sm">
          <Title order={3}>Your screens</Title>
          <ScreenCards screens={screens} />
        </Stack>
      ) : (
        <NoScreensNotice principal={principal} />
      )}
    </Stack>
  );
}

/** A staff user with no built screen yet: more come as the workspace grows, or ask for a role. */
function NoScreensNotice({ principal }: { principal: Principal }) {
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
