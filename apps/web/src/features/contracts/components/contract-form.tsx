import {
  type ContractDetail,
  type ContractFormOptions,
  DEFAULT_CONTRACT_SAC,
  ZContractRequest,
} from '@aquadesk/shared/contracts.ts';
import { Divider, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { contractKeys, createContract, updateContract, useContractOptions } from '../api.ts';
import { ContractCoverFields } from './contract-cover-fields.tsx';
import { type ContractFormValues, emptyContract, requestOf, valuesOf } from './contract-form-model.ts';
import { ContractParties } from './contract-parties.tsx';
import { ContractTermsFields } from './contract-terms-fields.tsx';

function Section({ title }: { title: string }) {
  return (
    <Divider
      label={
        <Text size="sm" fw={650} c="dark">
          {title}
        </Text>
      }
      labelPosition="left"
    />
  );
}

/**
 * New contract and Edit (requirements 006 §1, §2): the client, their sites and those sites' equipment; the
 * kind, period, visits, hours, cover, price, billing, SAC and rate; the technician and terms. Every field
 * is checked by the shared schema before sending, and the server's errors land at their fields. Editing an
 * active contract shows its commercial terms but lets only the technician, terms, sites and equipment change.
 */
interface ContractFormProps {
  openKey: number;
  /** The contract edited; none for a new one. */
  contract?: ContractDetail | undefined;
  onSaved: (saved: ContractDetail) => void;
}

/**
 * The form once the company's GST rates and default SAC have arrived: it is drawn only then, so its first
 * values hold them and nothing resets it under a person already typing or saving (a reset when the rates
 * arrived cleared the field errors of a Save pressed a moment before).
 */
export function ContractForm(props: ContractFormProps) {
  const options = useContractOptions();
  if (options.isError) return <LoadError error={options.error} onRetry={() => void options.refetch()} />;
  if (!options.data) return <PageLoader />;
  return <ContractFormFields {...props} options={options.data} />;
}

function ContractFormFields({
  openKey,
  contract,
  onSaved,
  options,
}: ContractFormProps & { options: ContractFormOptions }) {
  const rates = options.gst_rates;
  const defaults = {
    sac: options.default_sac || DEFAULT_CONTRACT_SAC,
    gstRate: rates.includes('18') ? '18' : (rates[0] ?? ''),
  };
  const z = useZodForm<ContractFormValues>({
    initialValues: contract ? valuesOf(contract) : emptyContract(defaults),
    schema: ZContractRequest,
    resetKey: openKey,
    highlight: true,
    fallbackMessage: 'The contract could not be saved. Please try again.',
  });
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (values: ContractFormValues) =>
      contract ? updateContract(contract.id, requestOf(values)) : createContract(requestOf(values)),
    onSuccess: (saved) => {
      qc.setQueryData(contractKeys.detail(saved.id), saved);
      void qc.invalidateQueries({ queryKey: contractKeys.lists });
      onSaved(saved);
    },
    onError: z.fail,
  });
  const frozen = contract !== undefined && contract.status !== 'draft';
  const label = contract ? `Edit contract ${contract.number ?? contract.id}` : 'New contract';
  return (
    <form onSubmit={z.onSubmit((v) => save.mutate(v))} noValidate aria-label={label}>
      <Stack gap="md">
        <FormError message={z.message} />
        {frozen && (
          <Text size="sm" c="dimmed">
            An active contract keeps its commercial terms: only its sites and equipment, technician and terms
            change here.
          </Text>
        )}
        <Section title="Client, sites and equipment" />
        <ContractParties
          z={z}
          clientLabel={contract ? (contract.organization ?? contract.client_name) : null}
          clientFixed={frozen}
        />
        <Section title="Kind, period, visits, price and billing" />
        <ContractTermsFields z={z} frozen={frozen} gstRates={rates} />
        <Section title="Cover, technician and terms" />
        <ContractCoverFields z={z} frozen={frozen} />
        <SubmitRow loading={save.isPending}>{contract ? 'Save contract' : 'Save draft'}</SubmitRow>
      </Stack>
    </form>
  );
}
