import {
  type ClientPageResponse,
  type NoteWire,
  ZCreateNoteRequest,
  ZEditNoteRequest,
} from '@aquadesk/shared/clients.ts';
import type { SiteRow } from '@aquadesk/shared/sites.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { upsertById } from '../../../lib/live-list.ts';
import { putSaved } from '../../../lib/put-saved.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { clientKeys, createNote, editNote } from '../api.ts';
import { SiteEntryFields } from './site-entry-fields.tsx';

interface Props {
  clientId: number;
  sites: readonly SiteRow[];
  /** 'add', the note being edited, or null when closed. */
  target: 'add' | NoteWire | null;
  onClose: () => void;
}

/** Add note (site, heading, description) and Edit note (heading, description): spec 001 §5. */
export function NoteForm({ clientId, sites, target, onClose }: Props) {
  const queryClient = useQueryClient();
  const editing = target !== null && target !== 'add' ? target : null;
  const { form, message, done, succeed, fail, onSubmit } = useZodForm({
    initialValues: editing
      ? { site_id: String(editing.site_id), heading: editing.heading, description: editing.description }
      : { site_id: '', heading: '', description: '' },
    resetKey: target,
    validate: (v) =>
      editing
        ? zodFormResolver(ZEditNoteRequest)({
            note_id: editing.id,
            heading: v.heading,
            description: v.description,
          })
        : zodFormResolver(ZCreateNoteRequest)({ client_id: clientId, ...v }),
  });

  const onSaved = (note: NoteWire) => {
    void putSaved<ClientPageResponse>(queryClient, clientKeys.page(clientId), (old) =>
      old ? { ...old, note_response: upsertById(old.note_response, note, 'first') } : old,
    );
    succeed();
  };
  const create = useMutation({ mutationFn: createNote, onSuccess: onSaved, onError: fail });
  const edit = useMutation({ mutationFn: editNote, onSuccess: onSaved, onError: fail });

  const submit = onSubmit((v) => {
    if (editing) edit.mutate({ note_id: editing.id, heading: v.heading, description: v.description });
    else
      create.mutate({
        client_id: clientId,
        site_id: Number(v.site_id),
        heading: v.heading,
        description: v.description,
      });
  });

  return (
    <DrawerForm
      opened={target !== null}
      onClose={onClose}
      title={editing ? 'Edit Note' : 'Add Note'}
      done={done}
      successMessage={editing ? 'Successfully updated the note' : 'Successfully added a note'}
      error={message}
      onSubmit={submit}
      submitLabel={editing ? 'Save' : 'Add Note'}
      submitting={create.isPending || edit.isPending}
    >
      <SiteEntryFields
        sites={sites}
        inputProps={(field) => form.getInputProps(field)}
        lockSite={Boolean(editing)}
      />
    </DrawerForm>
  );
}
