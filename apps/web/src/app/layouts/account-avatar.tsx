import { Avatar } from '@mantine/core';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/**
 * The header's account button: its accessible name, shared by the stand-in and the real Menu's target. It
 * holds the initials the button shows, so a person who says what they see can press it (WCAG 2.5.3).
 */
export function accountMenuLabel(name: string): string {
  return `Account menu, ${initials(name)}`;
}

/** The round initials inside the account button, the same before and after the account menu has loaded. */
export function AccountAvatar({ name }: { name: string }) {
  return (
    <Avatar color="water" radius="xl" size={36}>
      {initials(name)}
    </Avatar>
  );
}
