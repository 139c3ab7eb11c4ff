import { z } from 'zod';
import { ZPageQuery } from './paging.ts';
import { MESSAGES, zEmail, zId, zLongText, zName, zWhole } from './validation.ts';

/** spec 000 §4, §5, §8: the contact form's words. */
export const CONTACT_MESSAGES = {
  banner: 'Please fill all fields correctly.',
  success: 'Your message has been sent successfully!',
  failure: 'Something went wrong. Please try again later.',
} as const;

/** spec 000 §5 contact form: name, email, message required; email must look like an address. */
export const ZContactRequest = z.object({
  name: zName,
  // zEmail holds at most 254 characters (TEXT_MAX.email)
  email: zEmail,
  message: zLongText(MESSAGES.required, { label: 'Message', max: 5000 }),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

/**
 * A stored contact message. The inbox's list and its live event carry the message as a preview
 * (LIST_TEXT_PREVIEW characters, then '…') with `truncated` true when it was cut; `GET
 * /contact-messages/{id}` answers it whole (docs/api.md "Public").
 */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  /** whether `message` is a preview of a longer text */
  truncated: boolean;
  created_at: string;
}

/** GET /contact-messages/{id}'s path. */
export const ZContactMessageParams = z.object({ id: zId });

/** Audited financial results on the legal page (spec 000 §2, §9: 2019 to 2024). */
export const LEGAL_YEARS = [2019, 2020, 2021, 2022, 2023, 2024] as const;

/** GET /legal-doc/{year}: a year of four digits; one outside LEGAL_YEARS, or without its file, is 404. */
export const ZLegalDocParams = z.object({
  year: zWhole({ min: 1900, max: 2100, message: 'Enter a year from 1900 to 2100' }),
});

export interface LegalDocument {
  year: number;
  available: boolean;
}

/** GET /contact-messages's query (issue 10): search over name, e-mail and message; newest first. */
export const ZContactListQuery = ZPageQuery;

/** GET /contact-messages: the page of messages (docs/api.md "Lists"). */
export interface ContactListResponse {
  data: ContactMessage[];
  next_cursor: string | null;
  total: number;
}
