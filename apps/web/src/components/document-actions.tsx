import {
  type DocumentKind,
  type DocumentSendsResponse,
  documentFileName,
  documentPdfPath,
  SEND_MESSAGE_MAX,
  SEND_RECIPIENTS_MAX,
  SEND_SUBJECT_MAX,
  type SendDocumentResponse,
  type SendKind,
  ZSendForm,
} from '@aquadesk/shared/documents.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { hasAnyRole } from '@aquadesk/shared/permissions.ts';
import {
  Button,
  Group,
  Loader,
  Modal,
  type OptionsFilter,
  Stack,
  TagsInput,
  type TagsInputProps,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconMail, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../lib/api-client.ts';
import { invoiceKeys } from '../lib/invoice-keys.ts';
import { usePrincipal } from '../lib/use-can.ts';
import { staffOption, staffSearchText, useStaffSearch } from '../lib/use-staff-search.ts';
import { useZodForm } from '../lib/use-zod-form.ts';
import { FormError } from './form-error.tsx';
import { PdfButton } from './pdf-download.tsx';
import { SubmitRow } from './submit-row.tsx';
import { SuccessPanel } from './success-panel.tsx';

/**
 * What a page mails to the client: a document (POST /api/send-{kind}, its sends listed by
 * GET /api/{kind}-sends/{id}) or a contract (POST /api/send-contract; its sends are lines of its history).
 */
export type MailKind = SendKind | 'contract';

/** The send history of one document (docs/api.md "Documents"). */
export const documentSendKeys = {
  of: (kind: MailKind, id: number) => ['document-sends', kind, id] as const,
};

export function useDocumentSends(kind: MailKind, id: number, enabled = true) {
  return useQuery({
    queryKey: documentSendKeys.of(kind, id),
    queryFn: ({ signal }) => apiRequest<DocumentSendsResponse>(`/${kind}-sends/${id}`, { signal }),
    enabled: enabled && kind !== 'contract',
  });
}

/**
 * "Download PDF": the document's PDF as the server renders it (issue 14). `accessKey`: the invoice's key
 * from its link, for a visitor (docs/api.md "Documents"); signed-in staff need none.
 */
export function DownloadPdfButton({
  kind,
  id,
  accessKey,
}: {
  kind: DocumentKind;
  id: number;
  accessKey?: string | null | undefined;
}) {
  const path = documentPdfPath(kind, id);
  return (
    <PdfButton
      label="Download PDF"
      path={accessKey ? `${path}?key=${encodeURIComponent(accessKey)}` : path}
      fileName={documentFileName(kind, id)}
    />
  );
}

interface SendProps {
  kind: MailKind;
  id: number;
  /** A query the send call carries (a statement's period: `from=…&to=…`). */
  query?: string;
  /** The button's words (default "Send to client"); `compact`: a small button for a table row. */
  label?: string;
  compact?: boolean;
  /** The client's e-mail where the page knows it (else the server's `client_email`): the list starts with it. */
  defaultRecipients?: string[];
  /** What the document is, for the dialog's title ("Invoice 12"). */
  title: string;
  /** After a send: what the page reloads besides the document's sends (a contract's history). */
  onSent?: () => void;
}

/** "Send to client": a dialog with an editable recipient list and a short message; mails the PDF. */
export function SendToClientButton(props: SendProps) {
  const [opened, setOpened] = useState(false);
  const sends = useDocumentSends(props.kind, props.id);
  const known = props.defaultRecipients ?? (sends.data?.client_email ? [sends.data.client_email] : []);
  return (
    <>
      <Button
        variant="light"
        size={props.compact ? 'compact-sm' : 'sm'}
        leftSection={<IconMail size={props.compact ? 14 : 16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={props.compact ? `Send ${props.title} to the client` : undefined}
      >
        {props.label ?? 'Send to client'}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Send ${props.title} to the client`}
        size="lg"
      >
        {/* the form starts with the client's address: it waits for the server's answer, never opens empty */}
        {opened && !props.defaultRecipients?.length && sends.isLoading ? (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label="Finding the client's address" />
          </Group>
        ) : (
          opened && <SendForm {...props} defaultRecipients={known} onClose={() => setOpened(false)} />
        )}
      </Modal>
    </>
  );
}

type SendValues = { to: string[]; cc: string[]; subject: string; message: string };

// the staff directory has searched: its answer is shown as it is, beside the client's addresses
const asFound: OptionsFilter = ({ options }) => options;

/**
 * The recipients: typed addresses, with suggestions of the client's addresses and, once something is typed,
 * the staff found for it (GET /get_employee_data). Who may be mailed is the server's rule (docs/api.md "Mail from staff"):
 * the client's address, staff accounts and the sender's own, any address for an admin; a refused address or
 * the hourly limit comes back at this field.
 */
function RecipientsInput({
  clientAddresses,
  anyAddress,
  ...props
}: Omit<TagsInputProps, 'data'> & { clientAddresses: string[]; anyAddress: boolean }) {
  const staff = useStaffSearch();
  const typed = staffSearchText(staff.search).toLowerCase();
  const labels = new Map<string, string>();
  for (const email of clientAddresses) {
    if (email.toLowerCase().includes(typed)) labels.set(email, `${email} (the client)`);
  }
  // staff once something is typed: an empty box opens no list over the form
  if (typed)
    for (const e of staff.found) if (!labels.has(e.email)) labels.set(e.email, staffOption(e, e.email).label);
  const picked = new Set(props.value ?? []);
  return (
    <TagsInput
      {...props}
      label="To"
      description={
        anyAddress
          ? `Any e-mail addresses (up to ${SEND_RECIPIENTS_MAX}); press Enter after each`
          : `The client's address, staff accounts or your own (up to ${SEND_RECIPIENTS_MAX}); press Enter after each`
      }
      placeholder="Type a name or an address"
      splitChars={[',', ';', ' ']}
      maxTags={SEND_RECIPIENTS_MAX}
      clearable
      searchValue={staff.search}
      onSearchChange={staff.setSearch}
      data={[...labels.keys()].filter((email) => !picked.has(email))}
      filter={asFound}
      renderOption={({ option }) => labels.get(option.value) ?? option.value}
    />
  );
}

function SendForm({
  kind,
  id,
  query,
  defaultRecipients,
  onSent,
  onClose,
}: SendProps & { defaultRecipients: string[]; onClose: () => void }) {
  const qc = useQueryClient();
  const principal = usePrincipal();
  const anyAddress = principal !== null && hasAnyRole(principal, ['admin']);
  const z = useZodForm<SendValues>({
    initialValues: { to: defaultRecipients, cc: [], subject: '', message: '' },
    schema: ZSendForm,
    highlight: true,
  });
  const send = useMutation({
    mutationFn: (values: SendValues) =>
      apiRequest<SendDocumentResponse>(`/send-${kind}${query ? `?${query}` : ''}`, {
        body: { id, ...values },
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: documentSendKeys.of(kind, id) });
      // the invoice's history has a line of the send (its page refetches on the live event too)
      if (kind === 'invoice' || kind === 'note' || kind === 'receipt')
        void qc.invalidateQueries({ queryKey: invoiceKeys.all });
      onSent?.();
      z.succeed();
    },
    onError: z.fail,
  });
  if (z.done) return <SuccessPanel message="The PDF was sent" onDone={onClose} />;
  return (
    <form onSubmit={z.onSubmit((values) => send.mutate(values))} noValidate>
      <Stack gap="sm">
        <FormError message={z.message} />
        <RecipientsInput
          clientAddresses={defaultRecipients}
          anyAddress={anyAddress}
          {...z.inputProps('to')}
        />
        <TagsInput
          label="Cc"
          description="Copies (optional), by the same rule"
          splitChars={[',', ';', ' ']}
          maxTags={SEND_RECIPIENTS_MAX}
          clearable
          {...z.inputProps('cc')}
        />
        {/* the size of the fields around it (the theme's TextInput is md); blank, the server's own subject */}
        <TextInput
          size="sm"
          label="Subject"
          description="Optional; left blank, the document's title and the company's name"
          maxLength={SEND_SUBJECT_MAX}
          {...z.inputProps('subject')}
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

/** Who sent the document, when, to whom (newest first). */
export function DocumentSends({ kind, id }: { kind: SendKind; id: number }) {
  const q = useDocumentSends(kind, id);
  const sends = q.data?.data ?? [];
  if (sends.length === 0) return null;
  return (
    <Stack gap={4} aria-label="Sent to the client" component="section" data-print-hidden>
      <Text fw={650} size="sm">
        Sent to the client
      </Text>
      {sends.map((s) => (
        <Text key={s.id} size="sm" data-testid="document-send">
          {formatDateTime(s.sent_at)} · {s.sent_by_name} → {s.recipients.join(', ')}
        </Text>
      ))}
      {q.data && q.data.total > sends.length && (
        <Text size="xs" c="dimmed">
          and {q.data.total - sends.length} earlier
        </Text>
      )}
    </Stack>
  );
}

/** "Print": the browser's print dialog, with the document's print styles (one A4 page width). */
export function PrintButton() {
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden />}
      onClick={() => window.print()}
    >
      Print
    </Button>
  );
}

/**
 * The document actions of a page: Download PDF, and Send to client when the user may send it; with
 * `withPrint`, Print before them.
 */
export function DocumentActions({
  canSend,
  withPrint = false,
  ...props
}: SendProps & { kind: DocumentKind; canSend: boolean; withPrint?: boolean }) {
  const actions = (
    <Group gap="xs" data-print-hidden>
      <DownloadPdfButton kind={props.kind} id={props.id} />
      {canSend && <SendToClientButton {...props} />}
    </Group>
  );
  if (!withPrint) return actions;
  return (
    <Group gap="xs">
      <PrintButton />
      {actions}
    </Group>
  );
}
