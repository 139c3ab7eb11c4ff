import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { AccountAvatar, accountMenuLabel } from './account-avatar.tsx';

/** What happened to the stand-in button before this module arrived (staff-layout.tsx). */
export interface AccountMenuHandoff {
  /** The stand-in had the keyboard focus when it was replaced: the real trigger takes it. */
  focused: boolean;
  /** The stand-in was clicked: the menu opens as soon as it mounts. */
  open: boolean;
}

/**
 * The header's avatar menu (spec 000 §2: Profile, Logout). A lazy chunk of its own, so Menu, Popover,
 * the focus trap and floating-ui stay off the first staff screen: staff-layout.tsx shows a stand-in that
 * looks the same and loads this at the first pointer or focus on it.
 */
export function AccountMenu({
  name,
  email,
  handoff,
}: {
  name: string;
  email: string;
  handoff: AccountMenuHandoff;
}) {
  const logout = useLogout();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Controlled, and opened after the first commit rather than with `defaultOpened`: the Popover notes the
  // focused element when it opens (to give it back on close), which it does only on a change, not on mount.
  const [opened, setOpened] = useState(false);

  useLayoutEffect(() => {
    if (handoff.focused) triggerRef.current?.focus({ preventScroll: true });
    if (handoff.open) setOpened(true);
    handoff.focused = false;
    handoff.open = false;
  }, [handoff]);

  return (
    <Menu position="bottom-end" width={220} shadow="md" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UnstyledButton ref={triggerRef} aria-label={accountMenuLabel(name)} style={{ borderRadius: '50%' }}>
          <AccountAvatar name={name} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={`/profile/${encodeURIComponent(email)}`}
          leftSection={<IconUserCircle size={18} aria-hidden />}
        >
          Profile
        </Menu.Item>
        <Menu.Item
          // the theme's readable red: Mantine gives a named colour's shade 6, under 4.5:1 on white
          color="var(--mantine-color-red-filled)"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void logout()}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
