import { formatDateTime } from './format.ts';

/**
 * Staff mail (issue 28, docs/api.md "Mail from staff"): a document or note goes only to the client's address,
 * staff accounts and the sender's own address (an admin may add any address), and one sender sends at most
 * MAILS_PER_HOUR mails in any hour, every address of a send counting once, on all instances together.
 */
export const MAILS_PER_HOUR = 20;

/** Mention notices (work comments) from one sender in any hour; past it the comment is kept, the mail skipped. */
export const MENTION_MAILS_PER_HOUR = 60;

export const MAIL_MESSAGES = {
  /** An address the sender may not mail (400 at the recipients' field). */
  recipientNotAllowed: (address: string) =>
    `${address.slice(0, 60)} is neither the client's address nor a staff account's. Only an admin may send to other addresses.`,
  /** The hourly limit is reached (429 at the recipients' field); `at` is when this send could go. */
  hourlyLimit: (at: Date) =>
    `You can send at most ${MAILS_PER_HOUR} mails an hour (each address counts). This one can be sent from ${formatDateTime(at)}.`,
  /** More addresses in one send than an hour allows. */
  overHourlyLimit: `Send to at most ${MAILS_PER_HOUR} addresses at once`,
} as const;
