/**
 * Timestamps leave the database as text in one form: ISO 8601 in UTC with milliseconds
 * (`2026-11-27T05:30:00.000Z`), the form the wire types promise (docs/api.md "Conventions"), so the
 * server never rebuilds a date in JavaScript and both databases answer byte for byte alike. A query that
 * reads a moment's day in India (a period of IST days, today, an IST month) writes it with the helpers at
 * the end, on shared dates.ts's `TIME_ZONE`.
 */

import { TIME_ZONE } from '@aquadesk/shared/dates.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type TimeValue = SQL | AnyPgColumn;

/** A `timestamptz` column or expression as ISO 8601 text in UTC, to the millisecond. */
export const isoTime = (value: TimeValue) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same for a column that may be null. */
export const isoTimeOrNull = (value: TimeValue) =>
  sql<string | null>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * To the microsecond, for a list cursor: a key rounded to the millisecond would skip or repeat rows
 * created within the same millisecond.
 */
export const cursorTime = (value: TimeValue) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

// ——— days in India inside a query (packages/shared/src/dates.ts has the same rules for JavaScript) ———

/** India's time zone as an SQL literal (the statement's text keeps 'Asia/Kolkata', as before). */
const IST = sql.raw(`'${TIME_ZONE}'`);

/** The IST day (a `date`) of a `timestamptz`. */
export const istDayOf = (value: TimeValue | SQL) => sql`(${value} at time zone ${IST})::date`;

/** The IST day of a `timestamptz` as `YYYY-MM-DD` text. */
export const istDayText = (value: TimeValue | SQL) => sql<string>`to_char(${istDayOf(value)}, 'YYYY-MM-DD')`;

/** The IST month of a `timestamptz` as `YYYY-MM` text. */
export const istMonthText = (value: TimeValue | SQL) =>
  sql<string>`to_char(${value} at time zone ${IST}, 'YYYY-MM')`;

/** The first moment (a `timestamptz`) of the IST day `day` (`YYYY-MM-DD`). */
export const istDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${IST}`;

/** The first moment of the IST day after `day`: a period of days ends before it. */
export const istDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${IST})`;

/** Today in India (a `date`), by the database's clock. */
export const TODAY_IST = sql`(now() at time zone ${IST})::date`;
