import type { SiteInfo } from '@aquadesk/shared/site-info.ts';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LandingSection } from './landing-section.tsx';

export function ConnectSection({ company }: { company: SiteInfo['company'] }) {
  return (
    <LandingSection
      id="connect-us"
      eyebrow="Connect US"
      title="Talk to an engineer"
      intro="Tell us about your site and we will get back to you."
      tone="tint"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
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
      </SimpleGrid>
      <Button component={Link} to="/contact" mt="xl">
        Get in touch
      </Button>
    </LandingSection>
  );
}
