import { EVENTS } from '@aquadesk/shared/events.ts';
import type { ResellerPageResponse, ResellerRow } from '@aquadesk/shared/resellers.ts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { containsText, type ListParams, upsertInPagedLists, usePagedList } from '../../../lib/paged-list.ts';
import { useSocketEvent } from '../../../lib/socket/socket-context.ts';
import { resellerKeys } from '../api.ts';

const matches = (r: ResellerRow, p: ListParams) =>
  containsText(p.search, r.name, r.email, r.phone_number) &&
  (!p.district || r.district_ids.includes(Number(p.district)));

/** A saved or announced reseller: replaced in place, or added on top of a list it matches. */
export function putReseller(qc: QueryClient, row: ResellerRow): void {
  upsertInPagedLists<ResellerRow, ResellerPageResponse>(qc, resellerKeys.page(), row, matches);
}

/** The resellers, paged by the server (search, district); spec 000 §4: reseller, update_reseller. */
export function useResellers(params: ListParams) {
  const queryClient = useQueryClient();
  const list = usePagedList<ResellerRow, ResellerPageResponse>(
    resellerKeys.page(),
    '/get_reseller_page_data',
    params,
  );
  const patch = (row: ResellerRow) => putReseller(queryClient, row);
  useSocketEvent(EVENTS.reseller, patch);
  useSocketEvent(EVENTS.updateReseller, patch);
  return list;
}
