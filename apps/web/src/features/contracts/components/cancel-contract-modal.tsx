import { CONTRACT_LIMITS, type ContractDetail, ZCancelContractRequest } from '@aquadesk/shared/contracts.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { useModalForm } from '../../../lib/use-modal-form.ts';
import { cancelContract, contractKeys } from '../api.ts';

/** Cancel a draft or an active contract with its reason (POST /api/contracts/{id}/cancel). */
export function CancelContractModal({
  contract,
  opened,
  openKey,
  onClose,
}: {
  contract: ContractDetail;
  opened: boolean;
  openKey: number;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const form = useModalForm({
    initialValues: { reason: '' },
    schema: ZCancelContractRequest,
    openKey,
    save: (v) => cancelContract(contract.id, { reason: v.reason.trim() }),
    onSaved: (saved) => {
      qc.setQueryData(contractKeys.detail(contract.id), saved);
      void qc.invalidateQueries({ queryKey: contractKeys.lists });
      onClose();
    },
  });
  const name = contract.number ?? `draft ${contract.id}`;
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={`Cancel contract ${name}`}
      name="Cancel contract"
      intro={
        contract.number
          ? 'The contract keeps its number and shows the reason in its history. It cannot be undone.'
          : 'The draft is kept with the reason, and never takes a number. It cannot be undone.'
      }
      form={form}
      reason={{ maxLength: CONTRACT_LIMITS.reason, maxRows: 5, props: form.inputProps('reason') }}
      submitLabel="Cancel contract"
      destructive
    />
  );
}
