import { Anchor, AspectRatio, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSiteInfo } from '../../../lib/site-info.ts';
import { ContactForm } from './contact-form.tsx';
import { OfficeMap } from './office-map.tsx';
import { PublicPage } from './public-page.tsx';

/** spec 000 §2 /contact: the form (it sends, docs/api.md "Public"), office details and a map. */
export function ContactScreen() {
  usePageTitle('Contact');
  const { company } = useSiteInfo();
  return (
    <PublicPage
      title="Contact us"
      intro="Ask for a site visit, a quotation or service. An engineer will reply within one working day."
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper p={{ base: 'md', sm: 'xl' }} radius="md">
            <Title order={2} fz={22} mb="md">
              Send us a message
            </Title>
            <ContactForm />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={2} fz={22}>
              Our office
            </Title>
            <Text fw={600}>{company.name}</Text>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconMapPin size={20} aria-hidden color="var(--mantine-color-water-7)" />
              <Text component="address" fs="normal">
                {company.address}
              </Text>
            </Group>
            {company.email && (
              <Group gap="xs" wrap="nowrap">
                <IconMail size={20} aria-hidden color="var(--mantine-color-water-7)" />
                <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>
              </Group>
            )}
            {company.phone && (
              <Group gap="xs" wrap="nowrap">
                <IconPhone size={20} aria-hidden color="var(--mantine-color-water-7)" />
                <Anchor href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</Anchor>
              </Group>
            )}
            <Text size="sm" c="gray.7">
              Monday to Saturday, 9:30 am to 6:00 pm
            </Text>
            <AspectRatio ratio={4 / 3}>
              <OfficeMap address={company.address} />
            </AspectRatio>
          </Stack>
        </Grid.Col>
      </Grid>
    </PublicPage>
  );
}
