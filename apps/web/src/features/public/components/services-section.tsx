import { Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCpu, IconDroplet, IconFileCertificate, IconTool } from '@tabler/icons-react';
import { LandingGrid } from './landing-grid.tsx';
import { LandingSection } from './landing-section.tsx';

const SERVICES = [
  {
    icon: IconDroplet,
    title: 'Treatment plants',
    text: 'Sewage, effluent and water treatment plants designed for the site, from survey and estimate to commissioning.',
    points: [
      'STP and ETP (MBBR, SBR, extended aeration)',
      'RO, softening and iron removal',
      'Sewage reuse for flushing and gardens',
    ],
  },
  {
    icon: IconCpu,
    title: 'Control panels design and manufacture',
    text: 'Panels built and tested in our own shop for pumps, blowers and dosing systems.',
    points: ['PLC and HMI automation', 'MCC, star-delta and VFD panels', 'GSM alarms and remote monitoring'],
  },
  {
    icon: IconFileCertificate,
    title: 'PCB consultation',
    text: 'Guidance through Pollution Control Board consent, renewals and reporting.',
    points: ['Consent to establish and operate', 'Water and effluent analysis', 'Annual returns and audits'],
  },
  {
    icon: IconTool,
    title: 'Maintenance',
    text: 'Annual maintenance contracts and quick repairs that keep plants within their discharge limits.',
    points: [
      'Operators and scheduled visits',
      'Spares and media replacement',
      'Breakdown service across Kerala',
    ],
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
      <LandingGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {SERVICES.map(({ icon: Icon, title, text, points }) => (
          <Paper key={title} p="lg" radius="md">
            <ThemeIcon size={44} radius="md" variant="light">
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <Text fw={650} mt="md">
              {title}
            </Text>
            <Text size="sm" c="gray.7" mt={4}>
              {text}
            </Text>
            <Text component="ul" size="sm" mt="sm" mb={0} pl="md" c="gray.8" style={{ lineHeight: 1.7 }}>
              {points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </Text>
          </Paper>
        ))}
      </LandingGrid>
    </LandingSection>
  );
}
