import { Anchor, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown right under the heading: the server's message on failure (spec 000 §2, §8). */
  alert?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}

export function AuthCard({ title, subtitle, alert, children, footer, width = 440 }: AuthCardProps) {
  return (
    <Box
      py={{ base: 32, sm: 64 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-water-0) 0%, var(--mantine-color-white) 70%)',
      }}
    >
      <Container size={width} px={{ base: 'md', sm: 'lg' }}>
        <Paper p={{ base: 'lg', sm: 32 }} radius="lg" shadow="sm">
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {alert}
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" size="sm" mt="lg" c="gray.7">
            {footer}
          </Text>
        )}
      </Container>
    </Box>
  );
}

/** The footer's way to another sign-in screen ("New here? Join Now", "Back to login"). */
export function AuthFooterLink({ question, to, label }: { question?: string; to: string; label: string }) {
  const link = (
    <Anchor component={Link} to={to} fw={600}>
      {label}
    </Anchor>
  );
  if (!question) return link;
  return (
    <>
      {question} {link}
    </>
  );
}
