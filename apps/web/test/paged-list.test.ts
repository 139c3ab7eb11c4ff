import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { type PagedResponse, removeFromPagedLists, upsertInPagedLists } from '../src/lib/paged-list.ts';

interface Row {
  id: number;
  status: string;
}
type Page = PagedResponse<Row>;

const page = (data: Row[], total?: number): Page => ({ data, next_cursor: null, total });
const list = (...pages: Page[]): InfiniteData<Page> => ({ pages, pageParams: pages.map((_, i) => i) });

/** Live events applied to the cached pages of a list (invoice_issued and invoice_remove, for example). */
describe('the cached pages of a list', () => {
  const qc = new QueryClient();
  afterEach(() => qc.clear());
  const all = ['rows', { status: undefined }];
  const drafts = ['rows', { status: 'draft' }];
  const byStatus = (row: Row, params: { status?: string }) => !params.status || row.status === params.status;
  const seed = () => {
    qc.setQueryData(all, list(page([{ id: 3, status: 'draft' }], 3), page([{ id: 1, status: 'unpaid' }])));
    qc.setQueryData(drafts, list(page([{ id: 3, status: 'draft' }], 1)));
  };
  const pagesOf = (key: unknown[]) => qc.getQueryData<InfiniteData<Page>>(key)!.pages;

  it('a row that changes is replaced where it still matches and taken out where it no longer does', () => {
    seed();
    upsertInPagedLists<Row, Page, { status?: string }>(qc, ['rows'], { id: 3, status: 'unpaid' }, byStatus);
    expect(pagesOf(all)[0]).toEqual(page([{ id: 3, status: 'unpaid' }], 3));
    expect(pagesOf(drafts)[0]).toEqual(page([], 0));
  });

  it('a row removed leaves every list that shows it, the total counted down, and no other', () => {
    seed();
    removeFromPagedLists<Row, Page>(qc, ['rows'], 1);
    expect(pagesOf(all)).toEqual([page([{ id: 3, status: 'draft' }], 2), page([])]);
    expect(pagesOf(drafts)).toEqual([page([{ id: 3, status: 'draft' }], 1)]);
    removeFromPagedLists<Row, Page>(qc, ['rows'], 42);
    expect(pagesOf(all)[0]!.total).toBe(2);
  });
});
