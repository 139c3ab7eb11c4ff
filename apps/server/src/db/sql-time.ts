/**
 * Timestamps leave the database as text in one form: ISO 8601 in UTC with milliseconds
 * (`2026-11-27T05:30:00.000Z`), the form the wire types promise (docs/api.md "Conventions"), so the
 * server never rebuilds a date in JavaScript and both databases answer byte for byte alike.
 */
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
