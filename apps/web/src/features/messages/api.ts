import type { ContactMessage } from '@aquadesk/shared/contact.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { upsertById } from '../../lib/live-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

export const messageKeys = { inbox: ['contact-messages'] as const };

export function useContactMessages() {
  const client = useQueryClient();
  useSocketEvent(EVENTS.contactMessage, (message) =>
    client.setQueryData<ContactMessage[]>(messageKeys.inbox, (list) =>
      list ? upsertById(list, message, 'first') : list,
    ),
  );
  return useQuery({
    queryKey: messageKeys.inbox,
    queryFn: ({ signal }) =>
      apiRequest<{ data: ContactMessage[] }>('/contact-messages', { signal }).then((r) => r.data),
  });
}
