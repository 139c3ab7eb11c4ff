import type { SessionUser } from '@aquadesk/shared/auth.ts';
import { type ClientPageResponse, NOTE_EDIT_WINDOW_MS, type NoteWire } from '@aquadesk/shared/clients.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconMail, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { EntryAction, EntryCard, EntryText } from '../../../components/entry-card.tsx';
import { upsertById } from '../../../lib/live-list.ts';
import { putSaved } from '../../../lib/put-saved.ts';
import { useCan } from '../../../lib/use-can.ts';
import { clientKeys, closeNote } from '../api.ts';
import { MailForm } from './mail-form.tsx';
import { NoteForm } from './note-form.tsx';

/** spec 001 §5: the author may edit while the note is open and within 2 days. */
export function canEditNote(note: NoteWire, user: SessionUser, now = Date.now()): boolean {
  return (
    note.author_id === user.id &&
    !note.is_closed &&
    now - new Date(note.generated_at).getTime() <= NOTE_EDIT_WINDOW_MS
  );
}

export function NotesTab({ page, user }: { page: ClientPageResponse; user: SessionUser }) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<'open' | 'archive'>('open');
  const [form, setForm] = useState<'add' | NoteWire | null>(null);
  const [mailing, setMailing] = useState<NoteWire | null>(null);
  const admin = useCan('note.close');
  const close = useMutation({
    mutationFn: closeNote,
    onSuccess: (note) =>
      putSaved<ClientPageResponse>(queryClient, clientKeys.page(page.client.id), (old) =>
        old ? { ...old, note_response: upsertById(old.note_response, note) } : old,
      ),
    onError: (e) =>
      notifications.show({ color: 'red', title: 'The note could not be closed', message: e.message }),
  });
  const notes = page.note_response.filter((n) => (view === 'open' ? !n.is_closed : n.is_closed));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as 'open' | 'archive')}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'archive', label: 'Archive' },
          ]}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm('add')}>
          Add Note
        </Button>
      </Group>
      {notes.length === 0 ? (
        <EmptyState message={view === 'open' ? 'No notes yet' : 'No closed notes'} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {notes.map((note) => (
            <EntryCard key={note.id} testId="note-card" title={note.heading} badge={note.site_name}>
              <EntryText>{note.description}</EntryText>
              <Text size="xs" c="dimmed">
                {note.user_name} · {formatDateTime(note.generated_at)}
                {note.closed_at ? ` · closed ${formatDateTime(note.closed_at)}` : ''}
              </Text>
              <Group gap="xs" mt={4}>
                {canEditNote(note, user) && (
                  <EntryAction icon={IconPencil} onClick={() => setForm(note)}>
                    Edit
                  </EntryAction>
                )}
                <EntryAction icon={IconMail} onClick={() => setMailing(note)}>
                  Mail
                </EntryAction>
                {admin && !note.is_closed && (
                  <EntryAction
                    icon={IconArchive}
                    color="gray"
                    loading={close.isPending && close.variables === note.id}
                    onClick={() => close.mutate(note.id)}
                  >
                    Close
                  </EntryAction>
                )}
              </Group>
            </EntryCard>
          ))}
        </SimpleGrid>
      )}
      <NoteForm
        clientId={page.client.id}
        sites={page.site_data}
        target={form}
        onClose={() => setForm(null)}
      />
      <MailForm note={mailing} client={page.client} onClose={() => setMailing(null)} />
    </Stack>
  );
}
