import { istHour } from '@aquadesk/shared/dates.ts';

/** 'Good morning' … by the hour in the company's time zone (Asia/Kolkata). */
export function greetingFor(now: Date = new Date()): string {
  const hour = istHour(now);
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
