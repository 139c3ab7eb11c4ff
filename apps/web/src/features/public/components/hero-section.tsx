import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './hero-section.module.css';

export function HeroSection({ brand }: { brand: string }) {
  return (
    <Box
      component="section"
      id="home"
      data-anchor-section
      className={classes.hero}
      aria-labelledby="home-title"
    >
      <Container size="lg" py={{ base: 56, sm: 96 }}>
        <Stack gap="lg" maw={680}>
          <Text size="sm" fw={700} c="water.8" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
            Environmental engineering
          </Text>
          <Title order={1} id="home-title" fz={{ base: 32, sm: 48 }} lh={1.15}>
            Clean water, well-run plants and the people who keep them running
          </Title>
          <Text size="lg" c="gray.7">
            {brand} designs, builds and maintains water and sewage treatment plants and their control panels,
            and guides clients through Pollution Control Board consultation.
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={{ pathname: '/', hash: '#Service' }}
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Our services
            </Button>
            <Button component={Link} to={{ pathname: '/', hash: '#connect-us' }} size="md" variant="default">
              Connect with us
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
