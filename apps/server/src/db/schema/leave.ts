import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { belongsTo, moment, serialId, timestamps } from './columns.ts';
import { users } from './users.ts';

/** Leave requests (spec 000 §3, §4). Owner: leave. */
export const leaves = pgTable(
  'leaves',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    leaveDate: date('leave_date', { mode: 'string' }).notNull(),
    halfDay: smallint('half_day').notNull(),
    leaveType: text('leave_type').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('PENDING'),
    isPaid: boolean('is_paid').notNull().default(false),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: moment('decided_at'),
    ...timestamps(),
  },
  (t) => [
    check('leaves_half_day_ck', sql`${t.halfDay} in (0, 1, 2)`),
    check('leaves_type_ck', sql`${t.leaveType} in ('Annual Leave', 'Compensatory Off', 'Leave Without Pay')`),
    check('leaves_status_ck', sql`${t.status} in ('PENDING', 'APPROVE', 'REJECT')`),
    index('leaves_user_date_idx').on(t.userId, t.leaveDate),
    index('leaves_status_idx').on(t.status),
    // issue 10: the leave list's order (newest date first) and its per-person walk
    index('leaves_list_idx').on(t.leaveDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leaves_user_list_idx').on(t.userId, t.leaveDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
