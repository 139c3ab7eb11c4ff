import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface LandingSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: 'white' | 'tint';
}

/** One anchored block of the landing page (ids from spec 000 §2). */
export function LandingSection({ id, eyebrow, title, intro, children, tone = 'white' }: LandingSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      data-anchor-section
      aria-labelledby={`${id}-title`}
      py={{ base: 48, sm: 72 }}
      bg={tone === 'tint' ? 'water.0' : 'white'}
    >
      <Container size="lg">
        <Stack gap="xs" mb="xl" maw={720}>
          {eyebrow && (
            <Text size="sm" fw={700} c="water.8" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
              {eyebrow}
            </Text>
          )}
          <Title order={2} id={`${id}-title`} fz={{ base: 26, sm: 34 }}>
            {title}
          </Title>
          {intro && (
            <Text c="gray.7" size="lg">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
