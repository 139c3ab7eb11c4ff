import { Anchor, AspectRatio, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { usePageTitle } from '../components/use-page-title.ts';
import { ContactForm } from '../features/public/components/contact-form.tsx';
import { OfficeMap } from '../features/public/components/office-map.tsx';
import { PublicPage } from '../features/public/components/public-page.tsx';
import { useSiteInfo } from '../features/site-info/api.ts';

/** spec 000 §2 /contact: the form (it sends, docs/api.md "Public"), office details and a map. */
export function ContactPage() {
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
