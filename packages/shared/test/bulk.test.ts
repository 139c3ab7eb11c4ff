import { describe, expect, it } from 'vitest';
import {
  BULK_MAX,
  BULK_MESSAGES,
  bulkResponse,
  bulkSummary,
  ZBulkIdsQuery,
  ZBulkIdsRequest,
} from '../src/bulk.ts';

/** Many at once (issue 41 item 13): the bounded id lists and the sentence a screen shows after. */

describe('the id lists', () => {
  it('keeps the order, counts a repeat once, and bounds the list to BULK_MAX', () => {
    expect(ZBulkIdsRequest.parse({ ids: [3, 1, 3, 2] }).ids).toEqual([3, 1, 2]);
    const full = Array.from({ length: BULK_MAX }, (_, i) => i + 1);
    expect(ZBulkIdsRequest.parse({ ids: full }).ids).toHaveLength(BULK_MAX);
    const over = ZBulkIdsRequest.safeParse({ ids: [...full, BULK_MAX + 1] });
    expect(over.error?.issues[0]?.message).toBe(BULK_MESSAGES.tooMany);
    expect(ZBulkIdsRequest.safeParse({ ids: [] }).error?.issues[0]?.message).toBe(BULK_MESSAGES.none);
    expect(ZBulkIdsRequest.safeParse({ ids: [0] }).success).toBe(false);
  });

  it('reads a download’s ?ids=1,2,3, refusing what is no id', () => {
    expect(ZBulkIdsQuery.parse({ ids: '4, 5,4' }).ids).toEqual([4, 5]);
    expect(ZBulkIdsQuery.safeParse({ ids: '' }).error?.issues[0]?.message).toBe(BULK_MESSAGES.none);
    for (const bad of ['1,,2', '1,x', '0', '2147483648', '1.5'])
      expect(ZBulkIdsQuery.safeParse({ ids: bad }).error?.issues[0]?.message).toBe(BULK_MESSAGES.badIds);
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1).join(',');
    expect(ZBulkIdsQuery.safeParse({ ids: many }).error?.issues[0]?.message).toBe(BULK_MESSAGES.tooMany);
  });
});

describe('bulkSummary', () => {
  const done = (id: number) => ({ id, label: `INV-${id}`, outcome: 'done' as const, reason: null });
  const skipped = (id: number) => ({
    id,
    label: `INV-${id}`,
    outcome: 'skipped' as const,
    reason: 'is paid',
  });

  it('says what was done and names each skipped with its reason, three at most', () => {
    expect(
      bulkSummary('Reminders sent for', 'invoice', bulkResponse([done(1), done(2), done(3), skipped(12)])),
    ).toBe('Reminders sent for 3 invoices; 1 skipped: INV-12: is paid');
    expect(bulkSummary('Approved', 'leave', bulkResponse([done(1)]))).toBe('Approved 1 leave');
    expect(bulkSummary('Mailed', 'invoice', bulkResponse([1, 2, 3, 4].map(skipped)))).toBe(
      'Nothing done; 4 skipped: INV-1: is paid; INV-2: is paid; INV-3: is paid; and 1 more',
    );
  });
});
