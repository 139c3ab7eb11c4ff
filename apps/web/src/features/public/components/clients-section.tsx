import { Group, Paper, Stack, Text } from '@mantine/core';
import { LandingGrid } from './landing-grid.tsx';
import { LandingSection } from './landing-section.tsx';

// spec 000 §1: landing statistics
const STATS = [
  { value: '1000+', label: 'projects' },
  { value: '1000+', label: 'clients' },
  { value: '15+', label: 'years' },
] as const;

const SECTORS = [
  'Apartments and villas',
  'Hospitals',
  'Hotels and resorts',
  'Food processing',
  'Dairies',
  'Schools and colleges',
  'Shopping malls',
  'Municipalities',
] as const;

const CLIENTS = [
  { name: 'Riverside Residency', place: 'Thrissur', work: '120 KLD STP with reuse' },
  { name: 'St. Gregory Mission Hospital', place: 'Kottayam', work: 'ETP and annual maintenance' },
  { name: 'Malabar Spices Ltd.', place: 'Kozhikode', work: '40 KLD effluent plant' },
  { name: 'Backwater Bay Resort', place: 'Alappuzha', work: 'STP, RO and control panels' },
] as const;

export function ClientsSection() {
  return (
    <LandingSection
      id="clients"
      eyebrow="Clients"
      title="Trusted by homes, hospitals and industry"
      intro="Apartments, hospitals, hotels and factories rely on us to keep their water clean."
      tone="tint"
    >
      <LandingGrid cols={{ base: 1, xs: 3 }}>
        {STATS.map((stat) => (
          <Paper key={stat.label} p="xl" radius="md" ta="center">
            <Text fz={40} fw={800} c="water.8" lh={1}>
              {stat.value}
            </Text>
            <Text c="gray.7" mt={6} tt="capitalize">
              {stat.label}
            </Text>
          </Paper>
        ))}
      </LandingGrid>
      <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
        <LandingGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {CLIENTS.map((c) => (
            <Paper key={c.name} p="md" radius="md">
              <Stack gap={2}>
                <Text fw={650}>{c.name}</Text>
                <Text size="sm" c="gray.7">
                  {c.place}
                </Text>
                <Text size="sm">{c.work}</Text>
              </Stack>
            </Paper>
          ))}
        </LandingGrid>
      </div>
      <Group gap="xs" mt="xl">
        {SECTORS.map((s) => (
          <Text key={s} size="sm" fw={600} c="water.9" bg="white" px="sm" py={4} style={{ borderRadius: 4 }}>
            {s}
          </Text>
        ))}
      </Group>
    </LandingSection>
  );
}
