import type { SessionUser } from '@aquadesk/shared/auth.ts';
import {
  CLIENT_MESSAGES,
  type ClientPageResponse,
  RECORD_EDIT_WINDOW_MS,
  type RecordWire,
  ZCreateRecordFields,
} from '@aquadesk/shared/clients.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { Button, FileInput, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil, IconPhoto, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { EntryAction, EntryCard, EntryText } from '../../../components/entry-card.tsx';
import { useAuthedImage } from '../../../lib/authed-image.ts';
import { upsertById } from '../../../lib/live-list.ts';
import { putSaved } from '../../../lib/put-saved.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { addRecord, clientKeys, editRecord } from '../api.ts';
import { SiteEntryFields } from './site-entry-fields.tsx';

export function canEditRecord(record: RecordWire, user: SessionUser, now = Date.now()): boolean {
  return (
    record.author_id === user.id && now - new Date(record.generated_at).getTime() <= RECORD_EDIT_WINDOW_MS
  );
}

function RecordImage({ name, alt }: { name: string; alt: string }) {
  const { data: url } = useAuthedImage(`/api/record/${encodeURIComponent(name)}`);
  return url ? (
    <Image src={url} alt={alt} h={180} fit="cover" radius="sm" />
  ) : (
    <Skeleton h={180} radius="sm" />
  );
}

type Values = { site_id: string; heading: string; description: string; image: File | null };

function RecordForm({
  page,
  target,
  onClose,
}: {
  page: ClientPageResponse;
  target: 'add' | RecordWire | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const editing = target !== null && target !== 'add' ? target : null;
  const { form, message, done, succeed, fail, onSubmit } = useZodForm<Values>({
    initialValues: editing
      ? {
          site_id: String(editing.site_id),
          heading: editing.heading,
          description: editing.description,
          image: null,
        }
      : { site_id: '', heading: '', description: '', image: null },
    resetKey: target,
    validate: (values) => {
      if (editing) return values.description.trim() ? {} : { description: MESSAGES.required };
      const errors = zodFormResolver(ZCreateRecordFields)({
        client_id: page.client.id,
        site_id: values.site_id,
        heading: values.heading,
        description: values.description,
      });
      if (!values.image) errors.image = CLIENT_MESSAGES.imageRequired;
      return errors;
    },
  });
  const onSaved = (record: RecordWire) => {
    void putSaved<ClientPageResponse>(queryClient, clientKeys.page(page.client.id), (old) =>
      old ? { ...old, record_list: upsertById(old.record_list, record, 'first') } : old,
    );
    succeed();
  };
  const create = useMutation({ mutationFn: addRecord, onSuccess: onSaved, onError: fail });
  const edit = useMutation({ mutationFn: editRecord, onSuccess: onSaved, onError: fail });

  const submit = onSubmit((values) => {
    if (editing) {
      edit.mutate({ id: editing.id, description: values.description });
      return;
    }
    const body = new FormData();
    body.append('client_id', String(page.client.id));
    body.append('site_id', values.site_id);
    body.append('heading', values.heading);
    body.append('description', values.description);
    if (values.image) body.append('image', values.image);
    create.mutate(body);
  });

  return (
    <DrawerForm
      opened={target !== null}
      onClose={onClose}
      title={editing ? 'Edit Record' : 'Add Record'}
      done={done}
      successMessage={editing ? 'Successfully updated the record' : 'Successfully added a record'}
      error={message}
      onSubmit={submit}
      submitLabel={editing ? 'Save' : 'Add Record'}
      submitting={create.isPending || edit.isPending}
    >
      <SiteEntryFields
        sites={page.site_data}
        inputProps={(field) => form.getInputProps(field)}
        lockSite={Boolean(editing)}
        lockHeading={Boolean(editing)}
      />
      {!editing && (
        <FileInput
          size="md"
          label="Image"
          withAsterisk
          accept="image/png,image/jpeg,image/webp"
          leftSection={<IconPhoto size={16} aria-hidden />}
          {...form.getInputProps('image')}
          clearable
        />
      )}
    </DrawerForm>
  );
}

export function RecordsTab({ page, user }: { page: ClientPageResponse; user: SessionUser }) {
  const [form, setForm] = useState<'add' | RecordWire | null>(null);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm('add')}>
          Add Record
        </Button>
      </Group>
      {page.record_list.length === 0 ? (
        <EmptyState message="No records yet" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {page.record_list.map((r) => (
            <EntryCard
              key={r.id}
              testId="record-card"
              title={r.heading}
              badge={r.site_name}
              image={<RecordImage name={r.image} alt={r.heading} />}
            >
              <EntryText>{r.description}</EntryText>
              <Text size="xs" c="dimmed">
                {r.user_name} · {formatDateTime(r.generated_at)}
              </Text>
              {canEditRecord(r, user) && (
                <EntryAction icon={IconPencil} w="fit-content" onClick={() => setForm(r)}>
                  Edit
                </EntryAction>
              )}
            </EntryCard>
          ))}
        </SimpleGrid>
      )}
      <RecordForm page={page} target={form} onClose={() => setForm(null)} />
    </Stack>
  );
}
