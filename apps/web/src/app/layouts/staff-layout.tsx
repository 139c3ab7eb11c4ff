import {
  ActionIcon,
  AppShell,
  Avatar,
  Box,
  Burger,
  Button,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconCreditCard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { usePageHeading } from '../../components/use-page-title.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { ScreenIcon } from '../../features/navigation/screen-icon.tsx';
import { useVisibleScreens } from '../../features/navigation/visible-screens.ts';
import { QUICK_PAY_PATH } from '../../features/public/nav-links.ts';
import { useWorkMentions } from '../../features/work/hooks/use-work-mentions.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useBrand } from '../../lib/site-info.ts';
import { RequireAuth } from '../guards/require-auth.tsx';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
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
  const logout = useLogout();
  // spec 001 §4: a comment that mentions the user reaches them on any screen
  useWorkMentions();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);

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
            <Tooltip label="Back">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => navigate(-1)}
                aria-label="Back"
              >
                <IconArrowLeft size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Title order={1} fz={{ base: 'md', sm: 'lg' }} lineClamp={1} style={{ minWidth: 0 }}>
              {heading}
            </Title>
          </Group>

          <Group gap={6} wrap="nowrap">
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
            <Menu position="bottom-end" width={220} shadow="md">
              <Menu.Target>
                <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
                  <Avatar color="water" radius="xl" size={36}>
                    {initials(user.name)}
                  </Avatar>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Text size="sm" fw={600} c="dark" truncate>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {user.email}
                  </Text>
                </Menu.Label>
                <Menu.Divider />
                <Menu.Item
                  component={Link}
                  to={`/profile/${encodeURIComponent(user.email)}`}
                  leftSection={<IconUserCircle size={18} aria-hidden />}
                >
                  Profile
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconLogout size={18} aria-hidden />}
                  onClick={() => void logout()}
                >
                  Logout
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" data-print-hidden aria-label="Sidebar">
        <AppShell.Section grow component={ScrollArea}>
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
