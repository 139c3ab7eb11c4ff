import { z } from 'zod';
import { ZPageQuery } from './paging.ts';
import { MESSAGES, zEmail, zLongText, zName, zWhole } from './validation.ts';

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

/** A stored contact message, as the admin inbox lists it. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

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
