import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of a public page below the nav: a tinted heading band, then the content. */
export function PublicPage({
  title,
  intro,
  children,
  size = 'lg',
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg';
}) {
  return (
    <>
      <Box bg="water.0" py={{ base: 32, sm: 48 }}>
        <Container size={size}>
          <Stack gap={6}>
            <Title order={1} fz={{ base: 28, sm: 38 }}>
              {title}
            </Title>
            {intro && (
              <Text c="gray.7" size="lg">
                {intro}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
      <Container size={size} py={{ base: 24, sm: 40 }}>
        {children}
      </Container>
    </>
  );
}
