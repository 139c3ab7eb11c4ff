import { describe, expect, it } from 'vitest';
import {
  boundTitle,
  NOTIFICATION_LIMITS,
  NOTIFICATION_TITLES,
  ZNotificationListQuery,
  ZNotificationSettings,
} from '../src/notifications.ts';

describe('notifications', () => {
  it('keeps a title within its column, cut with an ellipsis', () => {
    expect(boundTitle('Short')).toBe('Short');
    const long = NOTIFICATION_TITLES.estimateApproval('A'.repeat(200), 7, 'S'.repeat(200));
    const cut = boundTitle(long);
    expect(cut).toHaveLength(NOTIFICATION_LIMITS.title);
    expect(cut.endsWith('…')).toBe(true);
    expect(boundTitle('x'.repeat(NOTIFICATION_LIMITS.title))).toHaveLength(NOTIFICATION_LIMITS.title);
  });

  it('says what happened, with the record and who did it', () => {
    expect(NOTIFICATION_TITLES.taskAssigned('Asha', 12, 'Maintenance')).toBe(
      'Asha assigned you task #12 (Maintenance)',
    );
    expect(NOTIFICATION_TITLES.leaveDecided(false, '02/03/2026')).toBe(
      'Your leave on 02/03/2026 was rejected',
    );
  });

  it('takes only true or false for the unread filter and the digest switch', () => {
    expect(ZNotificationListQuery.safeParse({ unread: 'true' }).success).toBe(true);
    expect(ZNotificationListQuery.safeParse({ unread: 'yes' }).success).toBe(false);
    expect(ZNotificationListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ZNotificationSettings.safeParse({ digest_mail: false }).success).toBe(true);
    expect(ZNotificationSettings.safeParse({ digest_mail: 'false' }).success).toBe(false);
  });
});
