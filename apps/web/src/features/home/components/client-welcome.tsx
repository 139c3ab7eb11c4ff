import type { SessionUser } from '@aquadesk/shared/auth.ts';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QUICK_PAY_PATH } from '../../public/nav-links.ts';

/** A client account has no staff screens: say what it is for and point to Quick pay. */
export function ClientWelcome({ user }: { user: SessionUser }) {
  const organisation = user.organization?.trim() || null;
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconBuilding size={24} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={3}>Your client account</Title>
            {organisation && (
              <Text size="sm" c="dimmed">
                Organisation: <strong>{organisation}</strong>
              </Text>
            )}
          </div>
        </Group>
        <Text>
          This account belongs to a client of the company. The staff workspace is not part of it; our team
          will contact you about your sites, estimates and proposals. To pay an invoice you have received,
          open Quick pay and enter the invoice number.
        </Text>
        <Group>
          <Button component={Link} to={QUICK_PAY_PATH} leftSection={<IconCreditCard size={18} aria-hidden />}>
            Quick pay
          </Button>
          <Button component={Link} to="/contact" variant="default">
            Contact us
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
