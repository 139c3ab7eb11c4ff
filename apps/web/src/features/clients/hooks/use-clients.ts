import type {
  ClientListResponse,
  ClientPageResponse,
  ClientRow,
  NoteWire,
  RecordWire,
} from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addIfMissing, removeById, upsertById } from '../../../lib/live-list.ts';
import { useSocketEvent } from '../../../lib/socket/socket-context.ts';
import { clientKeys, fetchClientPage, fetchClients, fetchResellerClients } from '../api.ts';

/** The client list, kept live (spec 001 §4: client, update_client, update_email). */
export function useClients() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: clientKeys.list(), queryFn: ({ signal }) => fetchClients(signal) });
  const patch = (fn: (old: ClientListResponse) => ClientListResponse) =>
    queryClient.setQueryData<ClientListResponse>(clientKeys.list(), (old) => (old ? fn(old) : old));
  const upsert = (client: ClientRow) => patch((old) => ({ ...old, data: upsertById(old.data, client) }));
  useSocketEvent(EVENTS.client, upsert);
  useSocketEvent(EVENTS.updateClient, (client) =>
    patch((old) =>
      old.data.some((c) => c.id === client.id) ? { ...old, data: upsertById(old.data, client) } : old,
    ),
  );
  useSocketEvent(EVENTS.updateEmail, ({ email }) =>
    patch((old) => ({ ...old, email_list: addIfMissing(old.email_list, email) })),
  );
  return query;
}

/** Reseller Clients (admin): a client leaves once processed_by_admin is true (spec 000 §4). */
export function useResellerClients() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: clientKeys.resellerClients(),
    queryFn: ({ signal }) => fetchResellerClients(signal),
  });
  const apply = (client: ClientRow) =>
    queryClient.setQueryData<ClientRow[]>(clientKeys.resellerClients(), (old) => {
      if (!old) return old;
      if (client.processed_by_admin) return removeById(old, client.id);
      return upsertById(old, client);
    });
  useSocketEvent(EVENTS.updateClient, apply);
  useSocketEvent(EVENTS.client, (c) => {
    if (!c.processed_by_admin) apply(c);
  });
  return query;
}

/** The client page, kept live (add_note, edit_note, remove_note, update_work_record, edit_work_record). */
export function useClientPage(id: number) {
  const queryClient = useQueryClient();
  const key = clientKeys.page(id);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchClientPage(id, signal) });
  const patch = (fn: (old: ClientPageResponse) => ClientPageResponse) =>
    queryClient.setQueryData<ClientPageResponse>(key, (old) => (old ? fn(old) : old));
  const note = (n: NoteWire) => {
    if (n.client_id === id)
      patch((old) => ({ ...old, note_response: upsertById(old.note_response, n, 'first') }));
  };
  const record = (r: RecordWire) => {
    if (r.client_id === id)
      patch((old) => ({ ...old, record_list: upsertById(old.record_list, r, 'first') }));
  };
  useSocketEvent(EVENTS.addNote, note);
  useSocketEvent(EVENTS.editNote, note);
  useSocketEvent(EVENTS.removeNote, note);
  useSocketEvent(EVENTS.updateWorkRecord, record);
  useSocketEvent(EVENTS.editWorkRecord, record);
  useSocketEvent(EVENTS.updateClient, (c) => {
    if (c.id === id) patch((old) => ({ ...old, client: c }));
  });
  return query;
}
