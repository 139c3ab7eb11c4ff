import { EVENTS } from '@aquadesk/shared/events.ts';
import type { ResellerPageResponse, ResellerRow } from '@aquadesk/shared/resellers.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addIfMissing, upsertById } from '../../../lib/live-list.ts';
import { useSocketEvent } from '../../../lib/socket/socket-context.ts';
import { fetchResellerPage, resellerKeys } from '../api.ts';

/** spec 000 §4: reseller (append), update_reseller (merge by id). */
export function useResellers() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: resellerKeys.page(),
    queryFn: ({ signal }) => fetchResellerPage(signal),
  });
  const patch = (row: ResellerRow) =>
    queryClient.setQueryData<ResellerPageResponse>(resellerKeys.page(), (old) =>
      old
        ? {
            ...old,
            data: upsertById(old.data, row),
            email_list: addIfMissing(old.email_list, row.email),
          }
        : old,
    );
  useSocketEvent(EVENTS.reseller, patch);
  useSocketEvent(EVENTS.updateReseller, patch);
  return query;
}
