import { LEGAL_YEARS } from '@aquadesk/shared/contact.ts';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { legalDocumentUrl, useLegalDocuments } from '../api.ts';
import { PublicPage } from './public-page.tsx';

const fy = (year: number) => `FY ${year}-${String(year + 1).slice(2)}`;

/** spec 000 §2, §9: audited financial results for 2019 to 2024, each year's PDF or 'not yet published'. */
export function LegalDocScreen() {
  usePageTitle('Legal documents');
  const docs = useLegalDocuments();
  const available = new Map((docs.data ?? []).map((d) => [d.year, d.available]));

  return (
    <PublicPage
      title="Legal documentation"
      intro="Audited financial results, published each year after approval by the Board of Directors."
    >
      {docs.isPending ? (
        <PageLoader />
      ) : docs.isError ? (
        <Alert color="red" role="alert">
          Error: {docs.error.message}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {[...LEGAL_YEARS].reverse().map((year) => (
            <Paper key={year} p="lg" radius="md" data-testid={`legal-${year}`}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={650}>Audited financial results {year}</Text>
                  <IconFileTypePdf size={22} aria-hidden color="var(--mantine-color-red-7)" />
                </Group>
                <Text size="sm" c="gray.7">
                  {fy(year)}, year ended 31 March {year + 1}
                </Text>
                {available.get(year) ? (
                  <Anchor href={legalDocumentUrl(year)} target="_blank" rel="noopener" fw={600}>
                    Open the {year} results (PDF)
                  </Anchor>
                ) : (
                  <Badge color="gray" variant="light" w="fit-content">
                    Not yet published
                  </Badge>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </PublicPage>
  );
}
