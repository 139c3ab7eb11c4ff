import { SEND_MESSAGE_MAX, SEND_RECIPIENTS_MAX, ZSendForm } from '@aquadesk/shared/documents.ts';
import { Button, Modal, Stack, TagsInput, Textarea } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { contractKeys } from '../api.ts';

type SendValues = { to: string[]; cc: string[]; subject: string; message: string };

/**
 * "Send": the contract's PDF mailed to the client (POST /api/send-contract) under the mail rules every send
 * keeps (docs/api.md "Documents"); the send becomes a line of the contract's history.
 */
export function ContractSendButton({
  id,
  title,
  clientEmail,
}: {
  id: number;
  title: string;
  clientEmail: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMail size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Send
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Send ${title} to the client`} size="lg">
        {opened && <SendForm id={id} clientEmail={clientEmail} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function SendForm({ id, clientEmail, onClose }: { id: number; clientEmail: string; onClose: () => void }) {
  const qc = useQueryClient();
  const z = useZodForm<SendValues>({
    initialValues: { to: clientEmail ? [clientEmail] : [], cc: [], subject: '', message: '' },
    schema: ZSendForm,
    highlight: true,
  });
  const send = useMutation({
    mutationFn: (values: SendValues) => apiRequest('/send-contract', { body: { id, ...values } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: contractKeys.detail(id) });
      z.succeed();
    },
    onError: z.fail,
  });
  if (z.done) return <SuccessPanel message="The contract was sent" onDone={onClose} />;
  return (
    <form onSubmit={z.onSubmit((v) => send.mutate(v))} noValidate aria-label="Send contract">
      <Stack gap="sm">
        <FormError message={z.message} />
        <TagsInput
          label="To"
          description={`The client's address, staff accounts or your own (up to ${SEND_RECIPIENTS_MAX}); press Enter after each`}
          splitChars={[',', ';', ' ']}
          maxTags={SEND_RECIPIENTS_MAX}
          clearable
          {...z.inputProps('to')}
        />
        <Textarea
          label="Message"
          description="A short note above the attached PDF (optional)"
          autosize
          minRows={3}
          maxLength={SEND_MESSAGE_MAX}
          {...z.inputProps('message')}
        />
        <SubmitRow loading={send.isPending}>Send PDF</SubmitRow>
      </Stack>
    </form>
  );
}
