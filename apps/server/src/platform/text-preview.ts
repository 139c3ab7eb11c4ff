import { LIST_TEXT_PREVIEW, PREVIEW_MORE } from '@aquadesk/shared/validation.ts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A long text as a list row carries it (docs/api.md "Lists"): its first `chars` characters, then '…'
 * when it is longer, cut in the database so the whole text never leaves it. A page of 100 rows of
 * 10,000 characters would otherwise be megabytes (issue 28); the record's own call answers it whole.
 */
export function previewOf(column: SQLWrapper, chars: number = LIST_TEXT_PREVIEW): SQL<string> {
  // the length is written into the statement (never a parameter), so the list's plan stays one
  const n = sql.raw(String(Math.trunc(chars)));
  return sql<string>`case when char_length(${column}) > ${n} then left(${column}, ${n}) || ${sql.raw(`'${PREVIEW_MORE}'`)} else ${column} end`;
}
