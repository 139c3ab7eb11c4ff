import {
  Box,
  Burger,
  Button,
  Collapse,
  Container,
  Divider,
  Group,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCreditCard, IconLogin2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useBrand } from '../../../lib/site-info.ts';
import { AUTH_PAGE_LINKS, LANDING_LINKS, QUICK_PAY_PATH } from '../nav-links.ts';
import classes from './public-nav.module.css';

export const PUBLIC_NAV_HEIGHT = 64;

export function PublicNav() {
  const brand = useBrand();
  const user = useSession();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = pathname === '/login' || pathname === '/sign-up' ? AUTH_PAGE_LINKS : LANDING_LINKS;

  const linkItems = (onClick?: () => void) =>
    links.map((link) => (
      <UnstyledButton
        key={link.label}
        component={Link}
        to={{ pathname: '/', hash: link.hash }}
        className={classes.link}
        onClick={onClick}
      >
        {link.label}
      </UnstyledButton>
    ));

  const account = user ? (
    <Button component={Link} to="/" variant="filled" size="sm">
      My workspace
    </Button>
  ) : (
    <Button component={Link} to="/login" size="sm" leftSection={<IconLogin2 size={18} aria-hidden />}>
      Login
    </Button>
  );

  return (
    <Box component="header" className={classes.header} data-print-hidden>
      <Container size="lg" h={PUBLIC_NAV_HEIGHT}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" aria-label={`${brand} home`}>
            <BrandLogo brand={brand} />
          </UnstyledButton>

          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
            {linkItems()}
          </Group>

          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            <Button
              component={Link}
              to={QUICK_PAY_PATH}
              variant="subtle"
              size="sm"
              leftSection={<IconCreditCard size={18} aria-hidden />}
            >
              Quick pay
            </Button>
            {account}
          </Group>

          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label={opened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={opened}
            aria-controls="public-mobile-nav"
          />
        </Group>
      </Container>

      {/* A light collapse rather than a Drawer keeps the visitor's first page small. */}
      <Collapse expanded={opened} hiddenFrom="md" className={classes.mobileMenu}>
        <Container size="lg" py="sm">
          <Stack component="nav" aria-label="Main" gap={2} id="public-mobile-nav">
            {linkItems(close)}
            <Divider my="xs" />
            <UnstyledButton component={Link} to={QUICK_PAY_PATH} className={classes.link} onClick={close}>
              Quick pay
            </UnstyledButton>
            <Button component={Link} to={user ? '/' : '/login'} onClick={close} mt="xs" fullWidth>
              {user ? 'My workspace' : 'Login'}
            </Button>
          </Stack>
        </Container>
      </Collapse>
    </Box>
  );
}
