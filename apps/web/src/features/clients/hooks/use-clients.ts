import type { ClientPageResponse, ClientRow, NoteWire, RecordWire } from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { upsertById } from '../../../lib/live-list.ts';
import { usePages, useUpsertInPagedLists } from '../../../lib/paged-list.ts';
import { putSaved } from '../../../lib/put-saved.ts';
import { useSocketEvent } from '../../../lib/socket/socket-context.ts';
import {
  type ClientFilters,
  clientInFilters,
  clientKeys,
  fetchClientPage,
  fetchClients,
  fetchResellerClients,
} from '../api.ts';

/** Puts a saved or announced client into the cached client lists whose filters it matches, in place. */
export function useApplyClient() {
  return useUpsertInPagedLists<ClientRow, ClientFilters>(clientKeys.lists(), clientInFilters);
}

/** Puts a client into (or, once processed by an admin, out of) the cached reseller-client lists. */
export function useApplyResellerClient() {
  return useUpsertInPagedLists<ClientRow, ClientFilters>(
    clientKeys.resellerLists(),
    (c, f) => !c.processed_by_admin && clientInFilters(c, f),
  );
}

/** The client list, paged by the server and kept live (spec 001 §4: client, update_client). */
export function useClients(filters: ClientFilters) {
  const list = usePages(clientKeys.list(filters), (cursor, signal) => fetchClients(filters, cursor, signal));
  const apply = useApplyClient();
  const queryClient = useQueryClient();
  useSocketEvent(EVENTS.client, apply);
  // an edit changes a row on screen; it never adds one the caller did not list
  useSocketEvent(EVENTS.updateClient, (client) => {
    const cached = queryClient.getQueriesData<{ pages: { data: ClientRow[] }[] }>({
      queryKey: clientKeys.lists(),
    });
    if (cached.some(([, d]) => d?.pages.some((p) => p.data.some((c) => c.id === client.id)))) apply(client);
  });
  return list;
}

/** Reseller Clients (admin): a client leaves once processed_by_admin is true (spec 000 §4). */
export function useResellerClients(filters: ClientFilters) {
  const list = usePages(clientKeys.resellerClients(filters), (cursor, signal) =>
    fetchResellerClients(filters, cursor, signal),
  );
  const apply = useApplyResellerClient();
  useSocketEvent(EVENTS.updateClient, apply);
  useSocketEvent(EVENTS.client, (c) => {
    if (!c.processed_by_admin) apply(c);
  });
  return list;
}

/** The client page, kept live (add_note, edit_note, remove_note, update_work_record, edit_work_record). */
export function useClientPage(id: number) {
  const queryClient = useQueryClient();
  const key = clientKeys.page(id);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchClientPage(id, signal) });
  const patch = (fn: (old: ClientPageResponse) => ClientPageResponse) =>
    void putSaved<ClientPageResponse>(queryClient, key, (old) => (old ? fn(old) : old));
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
