import type { ContactListResponse, ContactMessage } from '@aquadesk/shared/contact.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { containsText, type ListParams, upsertInPagedLists, usePagedList } from '../../lib/paged-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

export const messageKeys = {
  inbox: ['contact-messages'] as const,
  one: (id: number) => ['contact-message', id] as const,
};

const matches = (m: ContactMessage, params: ListParams) =>
  containsText(params.search, m.name, m.email, m.message);

/** The inbox, paged by the server (newest first); a new message goes on top of a list it matches. */
export function useContactMessages(params: ListParams) {
  const client = useQueryClient();
  useSocketEvent(EVENTS.contactMessage, (message) =>
    upsertInPagedLists<ContactMessage, ContactListResponse>(client, messageKeys.inbox, message, matches),
  );
  return usePagedList<ContactMessage, ContactListResponse>(messageKeys.inbox, '/contact-messages', params);
}

/** One message whole (the inbox lists a preview), fetched when `enabled`: the reader asked for it. */
export function useWholeMessage(id: number, enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: ContactMessage }>(`/contact-messages/${id}`, { signal }).then((r) => r.data),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
