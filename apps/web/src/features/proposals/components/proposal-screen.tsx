import { formatDate } from '@aquadesk/shared/format.ts';
import type { ProposalDetail } from '@aquadesk/shared/proposals.ts';
import { Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { DocumentBlock, DocumentPaper, DocumentTitle, SignatureLine } from '../../../components/document.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuthedImage } from '../../../lib/authed-image.ts';
import { fetchProposal, proposalKeys } from '../api.ts';
import { ProposalActions } from './proposal-actions.tsx';
import { ProposalInternal, ProposalPrice } from './proposal-price.tsx';
import './proposal.css';

/** /proposal/{id} (spec 001 §2): the printable proposal; 404 (not found) for one the user may not see. */
export function ProposalScreen() {
  const { id = '' } = useParams();
  const proposalId = Number(id);
  const valid = /^\d+$/.test(id) && Number.isSafeInteger(proposalId) && proposalId > 0;
  const q = useQuery({
    queryKey: proposalKeys.detail(proposalId),
    queryFn: ({ signal }) => fetchProposal(proposalId, signal),
    enabled: valid,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  usePageTitle(q.data ? `Proposal ${q.data.id}` : 'Proposal');
  if (!valid) return <NotFoundView />;
  if (q.isPending) return <PageLoader />;
  if (q.isError) {
    if (isApiError(q.error) && (q.error.status === 404 || q.error.status === 400)) return <NotFoundView />;
    return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  }
  return <ProposalDocument p={q.data} />;
}

function ProposalDocument({ p }: { p: ProposalDetail }) {
  const image = useAuthedImage(p.image);
  const sign = useAuthedImage(p.signature_url);
  return (
    <Stack gap="md" className="document-page">
      <Group justify="space-between" align="flex-start" gap="sm" data-print-hidden>
        <BackLink to="/proposal">Proposals</BackLink>
        <ProposalActions proposal={p} />
      </Group>
      <DocumentPaper className="proposal" label="Proposal">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text fw={750} size="lg">
              {p.company.name}
            </Text>
            <Text size="xs" c="dimmed" className="proposal-text">
              {p.company.address}
            </Text>
            <Text size="xs" c="dimmed">
              {[p.company.phone, p.company.email].filter(Boolean).join(' · ')}
            </Text>
          </div>
          <DocumentTitle
            title="PROPOSAL"
            subtitle={`No. ${p.id} · ${formatDate(p.generate_at)}`}
            className="proposal-number"
          />
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" className="document-parties">
          <DocumentBlock title="To">
            <Text fw={650}>{p.organization}</Text>
            <Text size="sm">Kind attention: {p.client_name}</Text>
            <Text size="sm">{[p.address_line_1, p.address_line_2].join(', ')}</Text>
            <Text size="sm">
              {p.city}, {p.district}, {p.state} – {p.pincode}
            </Text>
            <Text size="sm">
              {p.phone} · {p.email}
            </Text>
          </DocumentBlock>
          <DocumentBlock title="From">
            <Text fw={650}>{p.creater_name}</Text>
            {p.creater_phone && <Text size="sm">{p.creater_phone}</Text>}
            <Text size="sm">{p.creater_email}</Text>
          </DocumentBlock>
        </SimpleGrid>

        <Stack gap={6}>
          <Title order={3} size="h4">
            {p.heading}
          </Title>
          {p.intro && (
            <Text size="sm" className="proposal-text">
              {p.intro}
            </Text>
          )}
        </Stack>

        <DocumentBlock title="Product">
          <div className="proposal-product">
            {p.image ? (
              image.data ? (
                <img src={image.data} alt={p.product_name} />
              ) : (
                <Text size="sm" c="dimmed">
                  {image.isError ? 'The image could not be loaded.' : 'Loading image…'}
                </Text>
              )
            ) : null}
            <Stack gap={4} style={p.image ? undefined : { gridColumn: '1 / -1' }}>
              <Text fw={650}>{p.product_name}</Text>
              <Text size="sm" className="proposal-text">
                {p.description}
              </Text>
            </Stack>
          </div>
        </DocumentBlock>

        {p.content && (
          <DocumentBlock title="Scope">
            <Text size="sm" className="proposal-text">
              {p.content}
            </Text>
          </DocumentBlock>
        )}

        {p.technical_specification.length > 0 && (
          <DocumentBlock title="Technical specification">
            <Table withTableBorder withColumnBorders verticalSpacing={6} aria-label="Technical specification">
              <Table.Tbody>
                {p.technical_specification.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are frozen and may repeat a heading
                  <Table.Tr key={i}>
                    <Table.Th w="40%" fw={600}>
                      {row.heading}
                    </Table.Th>
                    <Table.Td>{row.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </DocumentBlock>
        )}

        <ProposalPrice p={p} />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" className="document-parties proposal-terms">
          <DocumentBlock title="Terms and conditions">
            <List size="sm" spacing={2}>
              {p.terms.map((t) => (
                <List.Item key={t}>{t}</List.Item>
              ))}
            </List>
          </DocumentBlock>
          <DocumentBlock title="Exclusions">
            <List size="sm" spacing={2}>
              {p.exclusions.map((t) => (
                <List.Item key={t}>{t}</List.Item>
              ))}
            </List>
          </DocumentBlock>
        </SimpleGrid>

        <Group justify="flex-end" className="document-sign">
          <SignatureLine src={sign.data} alt={`Signature of ${p.creater_name}`} caption={p.creater_name}>
            <Text size="xs" c="dimmed">
              for {p.company.name}
            </Text>
          </SignatureLine>
        </Group>
      </DocumentPaper>
      <ProposalInternal p={p} />
    </Stack>
  );
}
