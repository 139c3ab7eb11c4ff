import {
  ActionIcon,
  AppShell,
  Box,
  Burger,
  Button,
  Group,
  NavLink,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconCreditCard } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { usePageHeading } from '../../components/use-page-title.ts';
import { ScreenIcon } from '../../features/navigation/screen-icon.tsx';
import { useVisibleScreens } from '../../features/navigation/visible-screens.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { QUICK_PAY_PATH } from '../../features/public/nav-links.ts';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { useWorkMentions } from '../../features/work/hooks/use-work-mentions.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useBrand } from '../../lib/site-info.ts';
import { RequireAuth } from '../guards/require-auth.tsx';
import { AccountAvatar, accountMenuLabel } from './account-avatar.tsx';
import type { AccountMenuHandoff } from './account-menu.tsx';
import { withShellMotion } from './shell-motion.ts';

let accountMenuChunk: Promise<typeof import('./account-menu.tsx')> | undefined;
let accountMenuLoaded = false;

/** The account menu's chunk, fetched once; a failed fetch is tried again at the next pointer or focus. */
function loadAccountMenu(): Promise<typeof import('./account-menu.tsx')> {
  accountMenuChunk ??= import('./account-menu.tsx').then(
    (module) => {
      accountMenuLoaded = true;
      return module;
    },
    (error: unknown) => {
      accountMenuChunk = undefined;
      throw error;
    },
  );
  return accountMenuChunk;
}

const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

/**
 * The avatar menu, loaded at the first pointer or focus on its button (issue 10 point 6: Menu, Popover,
 * the focus trap and floating-ui are not on the first staff screen). Until then a stand-in with the same
 * look and name stands in its place; a click on it opens the menu once it has arrived, and the real
 * button takes the keyboard focus if the stand-in had it. The swap waits while the stand-in is pressed,
 * so a press that began on it still ends in a click.
 */
function AccountMenuSlot({ name, email }: { name: string; email: string }) {
  const [wanted, setWanted] = useState(accountMenuLoaded);
  const handoff = useRef<AccountMenuHandoff>({ focused: false, open: false }).current;
  const pressed = useRef(false);

  const want = () => {
    loadAccountMenu().then(
      () => {
        if (!pressed.current) startTransition(() => setWanted(true));
      },
      () => {}, // the stand-in stays; the next pointer, focus or click tries again
    );
  };
  const release = () => {
    pressed.current = false;
    if (accountMenuLoaded) want();
  };

  const standIn = (
    <AccountMenuStandIn
      name={name}
      handoff={handoff}
      onPointerEnter={want}
      onFocus={want}
      onPointerDown={() => {
        pressed.current = true;
      }}
      onPointerLeave={release}
      onPointerCancel={release}
      onClick={() => {
        handoff.open = true;
        pressed.current = false;
        want();
      }}
    />
  );
  return (
    <Suspense fallback={standIn}>
      {wanted ? <AccountMenu name={name} email={email} handoff={handoff} /> : standIn}
    </Suspense>
  );
}

/** Looks like the account menu's button (the same button, label and avatar); notes whether it had the focus when it goes. */
function AccountMenuStandIn({
  name,
  handoff,
  ...events
}: {
  name: string;
  handoff: AccountMenuHandoff;
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onClick: () => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    return () => {
      // runs before the button leaves the page, so the focus is still on it
      if (node && document.activeElement === node) handoff.focused = true;
    };
  }, [handoff]);
  return (
    <UnstyledButton
      ref={ref}
      aria-label={accountMenuLabel(name)}
      aria-haspopup="menu"
      aria-expanded={false}
      style={{ borderRadius: '50%' }}
      {...events}
    >
      <AccountAvatar name={name} />
    </UnstyledButton>
  );
}

function isActive(pathname: string, screenPath: string): boolean {
  if (screenPath === '/') return pathname === '/';
  return pathname === screenPath || pathname.startsWith(`${screenPath}/`);
}

/**
 * spec 000 §2: logged-in pages have a sidebar (toggled from a small header) and a header with a
 * back button, the page heading, the logo, a Quick pay link and the avatar menu (Profile, Logout).
 */
export function StaffLayout({ children }: { children?: ReactNode }) {
  const user = useSession();
  const brand = useBrand();
  const heading = usePageHeading();
  const screens = useVisibleScreens();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // spec 001 §4: a comment that mentions the user reaches them on any screen
  useWorkMentions();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  // the sidebar slides when a person opens or closes it, never on a resize (shell-motion.ts)
  const toggleMobile = withShellMotion(mobile.toggle);
  const closeMobile = withShellMotion(mobile.close);
  const toggleDesktop = withShellMotion(desktop.toggle);

  if (!user) return null;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header data-print-hidden>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            <Burger
              opened={mobileOpened}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? 'Close sidebar' : 'Open sidebar'}
            />
            <Burger
              opened={desktopOpened}
              onClick={toggleDesktop}
              visibleFrom="sm"
              size="sm"
              aria-label={desktopOpened ? 'Hide sidebar' : 'Show sidebar'}
            />
            <UnstyledButton component={Link} to="/" aria-label={`${brand} home`}>
              <BrandLogo brand={brand} withName={false} size={28} />
            </UnstyledButton>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => navigate(-1)}
              aria-label="Back"
              title="Back"
            >
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
            <Title order={1} fz={{ base: 'md', sm: 'lg' }} lineClamp={1} style={{ minWidth: 0 }}>
              {heading}
            </Title>
          </Group>

          <Group gap={6} wrap="nowrap">
            <HeaderSearch />
            <NotificationBell />
            <Button
              component={Link}
              to={QUICK_PAY_PATH}
              variant="light"
              size="xs"
              leftSection={<IconCreditCard size={16} aria-hidden />}
              visibleFrom="xs"
            >
              Quick pay
            </Button>
            <ActionIcon
              component={Link}
              to={QUICK_PAY_PATH}
              variant="light"
              size="lg"
              hiddenFrom="xs"
              aria-label="Quick pay"
            >
              <IconCreditCard size={18} aria-hidden />
            </ActionIcon>
            <AccountMenuSlot name={user.name} email={user.email} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" data-print-hidden aria-label="Sidebar">
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <Box component="nav" aria-label="Screens">
            {screens.map((screen) => (
              <NavLink
                key={screen.key}
                component={Link}
                to={screen.path}
                label={screen.label}
                leftSection={<ScreenIcon screenKey={screen.key} />}
                active={isActive(pathname, screen.path)}
                onClick={closeMobile}
                variant="light"
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
              />
            ))}
          </Box>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Text size="sm" fw={600} truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0">{children ?? <Outlet />}</AppShell.Main>
    </AppShell>
  );
}

/** The layout route of the logged-in pages: visitors go to /login first (spec 000 §2). */
export function GuardedStaffLayout() {
  return (
    <RequireAuth>
      <StaffLayout />
    </RequireAuth>
  );
}
