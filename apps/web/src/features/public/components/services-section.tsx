import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCpu, IconDroplet, IconFileCertificate, IconTool } from '@tabler/icons-react';
import { LandingSection } from './landing-section.tsx';

const SERVICES = [
  {
    icon: IconDroplet,
    title: 'Water and sewage treatment',
    text: 'Treatment plants designed for the site, from survey and estimate to commissioning.',
  },
  {
    icon: IconCpu,
    title: 'Control panels',
    text: 'Control panel design and manufacture for pumps, blowers and dosing systems.',
  },
  {
    icon: IconFileCertificate,
    title: 'PCB consultation',
    text: 'Help with Pollution Control Board approvals, reports and compliance.',
  },
  {
    icon: IconTool,
    title: 'Maintenance',
    text: 'Scheduled maintenance and quick repairs that keep plants within their limits.',
  },
] as const;

export function ServicesSection() {
  return (
    <LandingSection
      id="Service"
      eyebrow="Service"
      title="What we do"
      intro="One team for the whole life of a plant: design, build, approvals and upkeep."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        {SERVICES.map(({ icon: Icon, title, text }) => (
          <Card key={title} padding="lg" radius="md">
            <ThemeIcon size={44} radius="md" variant="light">
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <Text fw={650} mt="md">
              {title}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
