import { describe, expect, it } from 'vitest';
import {
  nextReminderAt,
  overdueWords,
  REMINDER_MESSAGES,
  type RemindableInvoice,
  reminderRefusal,
  reminderRefusalMessage,
} from '../src/reminders.ts';

/** Overdue reminders (docs/api.md "Overdue reminders"): who gets one, when, and how a refusal reads. */

// 27/11/2026, 10:00 IST
const NOW = new Date('2026-11-27T04:30:00.000Z');
const open = (over: Partial<RemindableInvoice> = {}): RemindableInvoice => ({
  status: 'unpaid',
  due_paise: 118_000,
  due_date: '2026-11-20',
  reminded_at: null,
  ...over,
});
const schedule = { pastDueOnly: true };
const staff = { pastDueOnly: false };

describe('who gets a reminder', () => {
  it('an open invoice with a balance past its due date, unpaid or partly paid', () => {
    expect(reminderRefusal(open(), NOW, schedule)).toBeNull();
    expect(reminderRefusal(open({ status: 'partly_paid', due_paise: 1 }), NOW, schedule)).toBeNull();
  });

  it('never a draft, a cancelled or a paid invoice, nor one with nothing left to pay', () => {
    expect(reminderRefusal(open({ status: 'draft', due_date: null }), NOW, staff)).toBe('draft');
    expect(reminderRefusal(open({ status: 'cancelled' }), NOW, staff)).toBe('cancelled');
    expect(reminderRefusal(open({ status: 'PAYMENT COMPLETE', due_paise: 0 }), NOW, staff)).toBe(
      'nothing_due',
    );
    expect(reminderRefusal(open({ due_paise: 0 }), NOW, staff)).toBe('nothing_due');
  });

  it('the schedule waits until the day after the due date in IST; staff may send from the due date', () => {
    // 27/11 is today in IST (04:30 UTC): due today is 0 days past due
    expect(reminderRefusal(open({ due_date: '2026-11-27' }), NOW, schedule)).toBe('not_due');
    expect(reminderRefusal(open({ due_date: '2026-11-27' }), NOW, staff)).toBeNull();
    expect(reminderRefusal(open({ due_date: '2026-11-26' }), NOW, schedule)).toBeNull();
    expect(reminderRefusal(open({ due_date: '2026-11-28' }), NOW, staff)).toBe('not_due');
    // 26/11 at 23:00 UTC is already 27/11 in India
    const lateEvening = new Date('2026-11-26T19:00:00.000Z');
    expect(reminderRefusal(open({ due_date: '2026-11-26' }), lateEvening, schedule)).toBeNull();
    expect(reminderRefusal(open({ due_date: null }), NOW, staff)).toBe('not_due');
  });

  it('at most one a week: the next from seven days after the last', () => {
    const last = new Date(NOW.getTime() - 7 * 86_400_000);
    expect(reminderRefusal(open({ reminded_at: last }), NOW, schedule)).toBeNull();
    const tooRecent = new Date(last.getTime() + 1);
    expect(reminderRefusal(open({ reminded_at: tooRecent }), NOW, schedule)).toBe('too_soon');
    expect(nextReminderAt(last).toISOString()).toBe(NOW.toISOString());
  });
});

describe('what a refusal says', () => {
  it('names the dates that decide it, in IST', () => {
    // 20/11 at 20:00 UTC is 21/11 in India
    const last = new Date('2026-11-20T20:00:00.000Z');
    expect(reminderRefusalMessage('too_soon', open({ reminded_at: last }))).toBe(
      'A reminder was mailed on 21/11/2026: the next can go on 28/11/2026 (at most one a week)',
    );
    expect(reminderRefusalMessage('not_due', open({ due_date: '2026-12-12' }))).toBe(
      'This invoice is not due yet: a reminder can go from its due date, 12/12/2026',
    );
    expect(reminderRefusalMessage('nothing_due', open())).toBe(REMINDER_MESSAGES.nothingDue);
    expect(reminderRefusalMessage('draft', open())).toBe(REMINDER_MESSAGES.draft);
    expect(reminderRefusalMessage('cancelled', open())).toBe(REMINDER_MESSAGES.cancelled);
  });

  it('says how late an invoice is in words', () => {
    expect(overdueWords(0)).toBe('due today');
    expect(overdueWords(1)).toBe('1 day overdue');
    expect(overdueWords(45)).toBe('45 days overdue');
  });
});
