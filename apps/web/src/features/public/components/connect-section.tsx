import type { SiteInfo } from '@aquadesk/shared/site-info.ts';
import { Anchor, Button, Collapse, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconMessage, IconPhone, type TablerIcon } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
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
        <ContactCard icon={IconMapPin} title="Office">
          <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line' }}>
            {company.address || '—'}
          </Text>
        </ContactCard>
        <ContactCard icon={IconMail} title="E-mail">
          <LinkOrDash text={company.email} href={`mailto:${company.email}`} />
        </ContactCard>
        <ContactCard icon={IconPhone} title="Phone">
          <LinkOrDash text={company.phone} href={`tel:${company.phone.replace(/\s+/g, '')}`} />
        </ContactCard>
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

/** One way to reach the office: its icon, what it is, and the address, link or a dash. */
function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: TablerIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper p="lg" radius="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={20} aria-hidden color="var(--mantine-color-water-7)" />
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

function LinkOrDash({ text, href }: { text: string; href: string }) {
  if (!text) return <Text size="sm">—</Text>;
  return (
    <Anchor href={href} size="sm">
      {text}
    </Anchor>
  );
}
