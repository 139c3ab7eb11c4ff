import { Paper, SimpleGrid, Text } from '@mantine/core';
import { LandingSection } from './landing-section.tsx';

// spec 000 §1: landing statistics
const STATS = [
  { value: '1000+', label: 'projects' },
  { value: '1000+', label: 'clients' },
  { value: '15+', label: 'years' },
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
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
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
      </SimpleGrid>
    </LandingSection>
  );
}
