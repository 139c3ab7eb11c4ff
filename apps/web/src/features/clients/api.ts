import type {
  ClientListResponse,
  ClientPageResponse,
  ClientPickResponse,
  ClientRow,
  CreatedClient,
  NoteWire,
  RecordWire,
  TAddClientRequest,
  TCreateNoteRequest,
  TEditClientRequest,
  TEditNoteRequest,
  TEditRecordRequest,
  TResetClientPasswordRequest,
  TSendMailRequest,
} from '@aquadesk/shared/clients.ts';
import { PAGE_SIZE, PICKER_PAGE_SIZE } from '@aquadesk/shared/paging.ts';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { apiRequest, errorText } from '../../lib/api-client.ts';
import { useCan } from '../../lib/use-can.ts';

/** A client list's filters, as in the URL: search and an organization ('' for all). */
export interface ClientFilters {
  search: string;
  organization: string;
}

export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (f: ClientFilters) => [...clientKeys.lists(), f] as const,
  page: (id: number) => [...clientKeys.all, 'page', id] as const,
  resellerLists: () => [...clientKeys.all, 'reseller-clients'] as const,
  resellerClients: (f: ClientFilters) => [...clientKeys.resellerLists(), f] as const,
  picks: (search: string) => [...clientKeys.all, 'picks', search] as const,
};

/** GET /client-picks: a page of the clients the caller may pick for a proposal (docs/api.md "Clients"). */
export function fetchClientPicks(
  search: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ClientPickResponse> {
  return apiRequest<ClientPickResponse>('/client-picks', {
    query: { search: search || undefined, cursor, limit: PICKER_PAGE_SIZE },
    signal,
  });
}

const clientQuery = (f: ClientFilters, cursor: string | undefined) => ({
  limit: PAGE_SIZE,
  cursor,
  search: f.search || undefined,
  organization: f.organization || undefined,
});

export function fetchClients(
  f: ClientFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<ClientListResponse> {
  return apiRequest<ClientListResponse>('/get_client_data', { query: clientQuery(f, cursor), signal });
}

/** Does a client belong in a list with these filters (a live event's row)? As the server's search. */
export function clientInFilters(c: ClientRow, f: ClientFilters): boolean {
  if (f.organization && (c.organization ?? '').toLowerCase() !== f.organization.toLowerCase()) return false;
  const q = f.search.trim().toLowerCase();
  if (!q) return true;
  return [c.name, c.organization ?? '', c.email, c.phone_number].some((v) => v.toLowerCase().includes(q));
}

/** Add client is POST /create-user with a token (docs/api.md). */
export async function addClient(body: TAddClientRequest): Promise<CreatedClient> {
  return (await apiRequest<{ data: CreatedClient }>('/create-user', { body })).data;
}

export async function editClient(body: TEditClientRequest): Promise<ClientRow> {
  return (await apiRequest<{ data: ClientRow }>('/edit-client', { body })).data;
}

/** Overdue reminder mails off or on for one client (issue 30; docs/api.md "Clients"). */
export async function setClientReminders(id: number, remindersOff: boolean): Promise<ClientRow> {
  return (
    await apiRequest<{ data: ClientRow }>(`/clients/${id}/reminders`, {
      method: 'PATCH',
      body: { reminders_off: remindersOff },
    })
  ).data;
}

/**
 * The overdue reminder switch of a client (the client page, the statement): a Switch's props for whoever may
 * switch reminders (permissions.ts `client.reminders`), null for the others. The saved client goes to
 * `onSaved`; a refusal is a notification.
 */
export function useReminderSwitch(
  client: { id: number; reminders_off: boolean },
  onSaved: (saved: ClientRow) => Promise<void> | void,
) {
  const canSwitch = useCan('client.reminders');
  const reminders = useMutation({
    mutationFn: (off: boolean) => setClientReminders(client.id, off),
    onSuccess: onSaved,
    onError: (error) =>
      notifications.show({ color: 'red', title: 'Reminders not switched', message: errorText(error) }),
  });
  if (!canSwitch) return null;
  return {
    label: 'Send overdue reminders',
    checked: !client.reminders_off,
    disabled: reminders.isPending,
    onChange: (e: ChangeEvent<HTMLInputElement>) => reminders.mutate(!e.currentTarget.checked),
  };
}

export function resetClientPassword(body: TResetClientPasswordRequest): Promise<unknown> {
  return apiRequest('/reset-client-password', { body });
}

export function fetchResellerClients(
  f: ClientFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<ClientListResponse> {
  return apiRequest<ClientListResponse>('/reseller-clients', { query: clientQuery(f, cursor), signal });
}

export function fetchClientPage(id: number, signal?: AbortSignal): Promise<ClientPageResponse> {
  return apiRequest<ClientPageResponse>('/get_all_client_data', { query: { id }, signal });
}

export async function createNote(body: TCreateNoteRequest): Promise<NoteWire> {
  return (await apiRequest<{ data: NoteWire }>('/create-note', { body })).data;
}

export async function editNote(body: TEditNoteRequest): Promise<NoteWire> {
  return (await apiRequest<{ data: NoteWire }>('/edit-note', { body })).data;
}

export async function closeNote(noteId: number): Promise<NoteWire> {
  return (await apiRequest<{ data: NoteWire }>('/close-note', { body: { note_id: noteId } })).data;
}

export async function addRecord(form: FormData): Promise<RecordWire> {
  return (await apiRequest<{ data: RecordWire }>('/add-client-record', { body: form, timeoutMs: 120_000 }))
    .data;
}

export async function editRecord(body: TEditRecordRequest): Promise<RecordWire> {
  return (await apiRequest<{ data: RecordWire }>('/edit-client-record', { body })).data;
}

export function sendMail(body: TSendMailRequest): Promise<unknown> {
  return apiRequest('/send-email-list-html', { body });
}
