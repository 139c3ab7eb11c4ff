import type { SiteInfo } from '@aquadesk/shared/site-info.ts';
import { Anchor, Button, Collapse, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconMessage, IconPhone } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { LandingGrid } from './landing-grid.tsx';

// Loaded when Get in touch is pressed: the form and its schema stay out of the first visit.
const ContactForm = lazy(() => import('./contact-form.tsx').then((m) => ({ default: m.ContactForm })));

import { LandingSection } from './landing-section.tsx';

export function ConnectSection({ company }: { company: SiteInfo['company'] }) {
  // spec 000 §4: the form is toggled by Get in touch
  const [open, setOpen] = useState(false);
  return (
    <LandingSection
      id="connect-us"
      eyebrow="Connect US"
      title="Talk to an engineer"
      intro="Tell us about your site and we will get back to you."
      tone="tint"
    >
      <LandingGrid cols={{ base: 1, sm: 3 }}>
        <Paper p="lg" radius="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMapPin size={20} aria-hidden color="var(--mantine-color-water-7)" />
            <Stack gap={2}>
              <Text fw={600}>Office</Text>
              <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line' }}>
                {company.address || '—'}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <Paper p="lg" radius="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMail size={20} aria-hidden color="var(--mantine-color-water-7)" />
            <Stack gap={2}>
              <Text fw={600}>E-mail</Text>
              {company.email ? (
                <Anchor href={`mailto:${company.email}`} size="sm">
                  {company.email}
                </Anchor>
              ) : (
                <Text size="sm">—</Text>
              )}
            </Stack>
          </Group>
        </Paper>
        <Paper p="lg" radius="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconPhone size={20} aria-hidden color="var(--mantine-color-water-7)" />
            <Stack gap={2}>
              <Text fw={600}>Phone</Text>
              {company.phone ? (
                <Anchor href={`tel:${company.phone.replace(/\s+/g, '')}`} size="sm">
                  {company.phone}
                </Anchor>
              ) : (
                <Text size="sm">—</Text>
              )}
            </Stack>
          </Group>
        </Paper>
      </LandingGrid>
      <Button
        mt="xl"
        leftSection={<IconMessage size={18} aria-hidden />}
        variant={open ? 'light' : 'filled'}
        aria-expanded={open}
        aria-controls="get-in-touch"
        onClick={() => setOpen((o) => !o)}
      >
        Get in touch
      </Button>
      <Collapse expanded={open} id="get-in-touch">
        <Paper p={{ base: 'md', sm: 'xl' }} radius="md" mt="md" maw={640}>
          {open && (
            <Suspense fallback={<Loader aria-label="Loading the form" />}>
              <ContactForm onDone={() => setOpen(false)} />
            </Suspense>
          )}
        </Paper>
      </Collapse>
    </LandingSection>
  );
}
