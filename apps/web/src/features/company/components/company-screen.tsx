import { EVENTS } from '@aquadesk/shared/events.ts';
import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { putSaved } from '../../../lib/put-saved.ts';
import { useSocketEvent } from '../../../lib/socket/socket-context.ts';
import { useCan } from '../../../lib/use-can.ts';
import { companyKeys, fetchCompanyProfile } from '../api.ts';
import { CompanyForm } from './company-form.tsx';
import { CompanyHistory } from './company-history.tsx';
import { CompanyLogo } from './company-logo.tsx';
import { ContractInvoicesSetting } from './contract-invoices-setting.tsx';
import { SendOnIssueSetting } from './send-on-issue-setting.tsx';
import { VisitLeadDaysSetting } from './visit-lead-days-setting.tsx';

/** /company-settings (issue 30 item 1): the company's GST profile and its history. */
export function CompanyScreen() {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: companyKeys.current(),
    queryFn: ({ signal }) => fetchCompanyProfile(signal),
  });
  const canEdit = useCan('company.edit');
  // another admin saved: the new version fills the form and heads the history
  useSocketEvent(EVENTS.companyProfile, (saved) => {
    void putSaved(qc, companyKeys.current(), () => saved);
    void qc.invalidateQueries({ queryKey: companyKeys.history() });
  });
  return (
    <>
      <PageHeader
        title="Company settings"
        description="Who the company is on every tax invoice, how it is paid, its number series and defaults."
      />
      <QueryContent query={q} isEmpty={false} emptyMessage="">
        {q.data && (
          <Stack gap="md">
            <CompanyLogo profile={q.data} readOnly={!canEdit} />
            <CompanyForm profile={q.data} readOnly={!canEdit} />
          </Stack>
        )}
      </QueryContent>
      <SendOnIssueSetting readOnly={!canEdit} />
      <VisitLeadDaysSetting readOnly={!canEdit} />
      <ContractInvoicesSetting readOnly={!canEdit} />
      <CompanyHistory />
    </>
  );
}
