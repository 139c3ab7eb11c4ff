import type { ContractDetail } from '@aquadesk/shared/contracts.ts';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SendToClientButton } from '../../../components/document-actions.tsx';
import { PdfButton } from '../../../components/pdf-download.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { activateContract, contractKeys } from '../api.ts';
import { CancelContractModal } from './cancel-contract-modal.tsx';
import { ContractForm } from './contract-form.tsx';

const fileNameOf = (c: ContractDetail) => `contract-${c.number ? c.number.replaceAll('/', '-') : c.id}.pdf`;

/**
 * The contract page's actions, each for who may take it: Edit (a draft, or an active contract's technician,
 * terms, sites and equipment), Activate (a draft), Cancel with a reason (a draft or an active one), the PDF
 * and Send to the client.
 */
export function ContractActions({ contract }: { contract: ContractDetail }) {
  const qc = useQueryClient();
  const canManage = useCan('contract.manage');
  const canActivate = useCan('contract.activate');
  const canCancel = useCan('contract.cancel');
  const [editKey, setEditKey] = useState(0);
  const [editing, setEditing] = useState(false);
  const [cancelKey, setCancelKey] = useState(0);
  const [cancelling, setCancelling] = useState(false);
  const open = contract.status === 'draft' || contract.status === 'active';
  const activate = useMutation({
    mutationFn: () => activateContract(contract.id),
    onSuccess: (saved) => {
      qc.setQueryData(contractKeys.detail(contract.id), saved);
      void qc.invalidateQueries({ queryKey: contractKeys.lists });
      notifications.show({ color: 'teal', message: `Contract activated as ${saved.number}` });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'Not activated',
        message: errorText(error) ?? 'Please try again.',
      }),
  });
  const title = contract.number ? `contract ${contract.number}` : `draft contract ${contract.id}`;
  return (
    <Group gap="xs" justify="flex-end" data-print-hidden>
      {canManage && open && (
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => {
            setEditKey((k) => k + 1);
            setEditing(true);
          }}
        >
          Edit
        </Button>
      )}
      {canActivate && contract.status === 'draft' && (
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={activate.isPending}
          onClick={() => activate.mutate()}
        >
          Activate
        </Button>
      )}
      {canCancel && open && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => {
            setCancelKey((k) => k + 1);
            setCancelling(true);
          }}
        >
          Cancel contract
        </Button>
      )}
      <PdfButton label="PDF" path={`/api/contract-pdf/${contract.id}`} fileName={fileNameOf(contract)} />
      {canManage && (
        <SendToClientButton
          kind="contract"
          id={contract.id}
          title={title}
          label="Send"
          defaultRecipients={contract.client_email ? [contract.client_email] : []}
          onSent={() => void qc.invalidateQueries({ queryKey: contractKeys.detail(contract.id) })}
        />
      )}
      <SlideInForm opened={editing} onClose={() => setEditing(false)} title={`Edit ${title}`} size="xl">
        <ContractForm openKey={editKey} contract={contract} onSaved={() => setEditing(false)} />
      </SlideInForm>
      <CancelContractModal
        contract={contract}
        opened={cancelling}
        openKey={cancelKey}
        onClose={() => setCancelling(false)}
      />
    </Group>
  );
}
