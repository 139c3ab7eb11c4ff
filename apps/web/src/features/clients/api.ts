import type {
  ClientListResponse,
  ClientPageResponse,
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
import { apiRequest } from '../../lib/api-client.ts';

export const clientKeys = {
  all: ['clients'] as const,
  list: () => [...clientKeys.all, 'list'] as const,
  page: (id: number) => [...clientKeys.all, 'page', id] as const,
  resellerClients: () => [...clientKeys.all, 'reseller-clients'] as const,
};

export function fetchClients(signal?: AbortSignal): Promise<ClientListResponse> {
  return apiRequest<ClientListResponse>('/get_client_data', { signal });
}

/** Add client is POST /create-user with a token (API.md). */
export async function addClient(body: TAddClientRequest): Promise<CreatedClient> {
  return (await apiRequest<{ data: CreatedClient }>('/create-user', { body })).data;
}

export async function editClient(body: TEditClientRequest): Promise<ClientRow> {
  return (await apiRequest<{ data: ClientRow }>('/edit-client', { body })).data;
}

export function resetClientPassword(body: TResetClientPasswordRequest): Promise<unknown> {
  return apiRequest('/reset-client-password', { body });
}

export function fetchResellerClients(signal?: AbortSignal): Promise<ClientRow[]> {
  return apiRequest<ClientRow[]>('/reseller-clients', { signal });
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
