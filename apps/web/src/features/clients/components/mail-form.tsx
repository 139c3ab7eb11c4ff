import { CLIENT_MESSAGES, type NoteWire, ZSendMailRequest } from '@aquadesk/shared/clients.ts';
import { Button, type ComboboxItem, MultiSelect, type MultiSelectProps, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { useCloseOnPick } from '../../../lib/use-close-on-pick.ts';
import {
  serverSearchProps,
  staffOption,
  staffSearchText,
  useKeptOptions,
  useStaffSearch,
} from '../../../lib/use-staff-search.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { sendMail } from '../api.ts';

/** Someone the note can be mailed to besides the staff: the client. */
export interface MailContact {
  id: number;
  email: string;
  name: string;
}

interface Props {
  note: NoteWire | null;
  client: MailContact;
  onClose: () => void;
}

/** Mail a note to chosen recipients (spec 001 §5: at least one). */
export function MailForm({ note, client, onClose }: Props) {
  const { form, message, done, succeed, fail, onSubmit } = useZodForm<{ emailList: string[] }>({
    initialValues: { emailList: [] },
    resetKey: note,
    validate: ({ emailList }) => {
      const checked = ZSendMailRequest.safeParse({
        emailList,
        heading: note?.heading,
        description: note?.description,
      });
      if (checked.success) return {};
      // at least one, at most MAILS_PER_HOUR (spec 001 §5, issue 28)
      const atList = checked.error.issues.find(
        (issue) => issue.path[0] === 'emailList' && issue.path.length === 1,
      );
      return { emailList: atList?.message ?? CLIENT_MESSAGES.selectRecipient };
    },
  });
  const mutation = useMutation({ mutationFn: sendMail, onSuccess: succeed, onError: fail });
  const submit = onSubmit(({ emailList }) => {
    // client_id: the note's client, whose address may then be a recipient (docs/api.md "Mail from staff")
    if (note) {
      mutation.mutate({
        emailList,
        heading: note.heading,
        description: note.description,
        client_id: client.id,
      });
    }
  });
  return (
    <SlideInForm opened={note !== null} onClose={onClose} title="Send Mail">
      {done ? (
        <SuccessPanel message="Mail sent successfully" onDone={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text fw={600}>{note?.heading}</Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {note?.description}
            </Text>
            <RecipientsPicker
              client={client}
              {...form.getInputProps('emailList')}
              value={form.values.emailList}
              error={form.errors.emailList ?? message}
            />
            <Button type="submit" loading={mutation.isPending}>
              Send
            </Button>
          </Stack>
        </form>
      )}
    </SlideInForm>
  );
}

type PickerProps = Omit<MultiSelectProps, 'value' | 'onChange' | 'data'> & {
  client: MailContact;
  value: string[];
  onChange: (emails: string[]) => void;
};

/**
 * The recipients by e-mail: the client, offered while what is typed matches their name or e-mail, and
 * the staff searched on the server as the user types (GET /get_employee_data; the client page's
 * `employee_list` is only the first page, docs/api.md "Employees"). Mounted with the open form only, so
 * a closed one asks nothing.
 */
function RecipientsPicker({ client, value, onChange, ...props }: PickerProps) {
  const staff = useStaffSearch();
  const closeOnPick = useCloseOnPick();
  const typed = staffSearchText(staff.search).toLowerCase();
  const clientMatches = [client.name, client.email].some((v) => v.toLowerCase().includes(typed));
  const found = new Map<string, ComboboxItem>(
    clientMatches ? [[client.email, staffOption(client, client.email)]] : [],
  );
  for (const e of staff.found) if (!found.has(e.email)) found.set(e.email, staffOption(e, e.email));
  const { options, remember } = useKeptOptions([...found.values()], value);
  return (
    <MultiSelect
      {...props}
      size="md"
      label="Recipients"
      withAsterisk
      hidePickedOptions
      placeholder={staff.pending ? 'Loading employees…' : undefined}
      {...serverSearchProps(staff)}
      {...closeOnPick}
      // the drawer's first focus lands here, not on its close button: a focus moved there after the
      // drawer opened blurred this field, which closes its list and drops what was typed
      data-autofocus
      openOnFocus={false}
      data={options}
      value={value}
      nothingFoundMessage="No employee found"
      onChange={(emails) => {
        remember(emails);
        onChange(emails);
      }}
    />
  );
}
