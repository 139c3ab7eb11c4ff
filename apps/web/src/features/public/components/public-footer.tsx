import { Anchor, Box, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { useSiteInfo } from '../../../lib/site-info.ts';
import { QUICK_PAY_PATH, SCROLL_TO_LEGAL_STATE } from '../nav-links.ts';
import { LandingGrid } from './landing-grid.tsx';
import classes from './public-footer.module.css';

interface FooterLink {
  label: string;
  to: To;
  state?: unknown;
}

const COMPANY_LINKS: readonly FooterLink[] = [
  { label: 'About us', to: { pathname: '/', hash: '#home' } },
  { label: 'Services', to: { pathname: '/', hash: '#Service' } },
  { label: 'Clients', to: { pathname: '/', hash: '#clients' } },
  { label: 'Products', to: '/product' },
];

const SUPPORT_LINKS: readonly FooterLink[] = [
  { label: 'Contact', to: '/contact' },
  { label: 'Quick pay', to: QUICK_PAY_PATH },
  { label: 'Privacy policy', to: '/privacyPolicy' },
  { label: 'Terms & Conditions', to: '/terms&Conditions' },
  // spec 000 §1: the Legal link returns to the landing page at the legal block.
  { label: 'Legal', to: '/', state: SCROLL_TO_LEGAL_STATE },
];

function LinkList({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <Stack gap={8} component="nav" aria-label={title}>
      <Text className={classes.heading}>{title}</Text>
      {links.map((link) => (
        <Anchor key={link.label} component={Link} to={link.to} state={link.state} className={classes.link}>
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Box className={classes.icon}>{icon}</Box>
      <Box className={classes.text}>{children}</Box>
    </Group>
  );
}

export function PublicFooter() {
  const { brand, company } = useSiteInfo();
  const year = new Date().getFullYear();
  const owner = company.name || brand;

  return (
    <Box component="footer" className={classes.footer} data-print-hidden>
      <Container size="lg" py={48}>
        <LandingGrid cols={{ base: 1, xs: 2, md: 4 }} gap="32px" gapMd="48px">
          <Stack gap="sm">
            <BrandLogo brand={brand} nameColor="white" />
            <Text className={classes.text}>
              Water and sewage treatment, control panels, PCB consultation and maintenance.
            </Text>
          </Stack>
          <LinkList title="Company" links={COMPANY_LINKS} />
          <LinkList title="Support" links={SUPPORT_LINKS} />
          <Stack gap={10}>
            <Text className={classes.heading}>Office</Text>
            {company.address && (
              <ContactLine icon={<IconMapPin size={18} aria-hidden />}>
                <Text component="address" className={classes.text} fs="normal">
                  {company.address}
                </Text>
              </ContactLine>
            )}
            {company.email && (
              <ContactLine icon={<IconMail size={18} aria-hidden />}>
                <Anchor href={`mailto:${company.email}`} className={classes.link}>
                  {company.email}
                </Anchor>
              </ContactLine>
            )}
            {company.phone && (
              <ContactLine icon={<IconPhone size={18} aria-hidden />}>
                <Anchor href={`tel:${company.phone.replace(/\s+/g, '')}`} className={classes.link}>
                  {company.phone}
                </Anchor>
              </ContactLine>
            )}
          </Stack>
        </LandingGrid>
        <Divider my="xl" color="rgba(255,255,255,0.18)" />
        <Text className={classes.text} size="sm">
          © {year} {owner}
          {owner.endsWith('.') ? '' : '.'} All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
