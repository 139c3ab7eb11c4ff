import { EVENTS } from '@aquadesk/shared/events.ts';
import {
  type CreateProposalResponse,
  PROPOSAL_WIRE_FIELDS,
  type ProposalDetail,
  type ProposalDetailResponse,
  type ProposalListResponse,
  type ProposalListRow,
  proposalRequestToWire,
  type TProposalForm,
} from '@aquadesk/shared/proposals.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { containsText, type PagedResponse, upsertInPagedLists, usePages } from '../../lib/paged-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

export const proposalKeys = {
  all: ['proposals'] as const,
  lists: ['proposals', 'list'] as const,
  list: (search: string) => ['proposals', 'list', { search }] as const,
  detail: (id: number) => ['proposals', 'detail', id] as const,
};

/** A page of the list in the shape of every paged list (rows under `data`), with the form's side data. */
type ProposalPage = PagedResponse<ProposalListRow> & Pick<ProposalListResponse, 'products' | 'profit'>;

/** GET /get-proposal-list: searched and paged by the server (docs/api.md "Lists"). */
export function useProposalList(search: string) {
  return usePages<ProposalPage>(proposalKeys.list(search), async (cursor, signal) => {
    const page = await apiRequest<ProposalListResponse>('/get-proposal-list', {
      signal,
      query: { search: search || undefined, cursor },
    });
    return {
      data: page.proposal,
      next_cursor: page.next_cursor,
      ...(page.total === undefined ? {} : { total: page.total }),
      products: page.products,
      profit: page.profit,
    };
  });
}

/** Does a row (from a live event or a save) belong in a list with this search? As the server searches. */
export function proposalMatches(row: ProposalListRow, params: { search?: string }): boolean {
  return (
    params.search === String(row.id) ||
    containsText(
      params.search,
      row.heading,
      row.client_name,
      row.organization,
      row.product_name,
      row.creater_name,
    )
  );
}

/** `proposal_add`: a new proposal joins every loaded list it matches, without a reload. */
export function useProposalEvents(): void {
  const qc = useQueryClient();
  useSocketEvent(EVENTS.proposalAdd, (row) => {
    upsertInPagedLists<ProposalListRow, ProposalPage, { search?: string }>(
      qc,
      proposalKeys.lists,
      row,
      proposalMatches,
    );
  });
}

/** POST /praposal_generater: the form's values with the wire's names, and its errors at the form's fields. */
export async function createProposal(values: TProposalForm): Promise<number> {
  const body = proposalRequestToWire(values);
  return (
    await apiRequest<CreateProposalResponse>('/praposal_generater', {
      body,
      fieldNames: PROPOSAL_WIRE_FIELDS,
    })
  ).data.id;
}

/** POST /get-singlepraposal-by-id (`pid`). */
export async function fetchProposal(id: number, signal?: AbortSignal): Promise<ProposalDetail> {
  return (
    await apiRequest<ProposalDetailResponse>('/get-singlepraposal-by-id', { body: { pid: id }, signal })
  ).data;
}
