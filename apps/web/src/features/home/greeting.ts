import { TIME_ZONE } from '@aquadesk/shared/format.ts';

/** 'Good morning' … by the hour in the company's time zone (Asia/Kolkata). */
export function greetingFor(now: Date = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hour12: false }).format(now),
  );
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
