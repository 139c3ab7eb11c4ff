import type { EmailAvailableResponse } from '@aquadesk/shared/accounts.ts';
import { EMAIL_PATTERN, MESSAGES } from '@aquadesk/shared/validation.ts';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** What the form shows next to the e-mail field: 'taken' is the one to report as an error. */
export type EmailAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

export const EMAIL_TAKEN_MESSAGE = MESSAGES.emailInUse;

export function fetchEmailAvailable(email: string, signal?: AbortSignal): Promise<EmailAvailableResponse> {
  return apiRequest<EmailAvailableResponse>('/email-available', { query: { email }, signal });
}

/**
 * Asks the server whether an e-mail is free, 400 ms after the typing stops (the call is rate limited per
 * user). Only a well-formed address is asked about; a failed call is 'unknown' (the server's 409 on save
 * still guards). Pass `enabled: false` on an edit form, where the address does not change.
 */
export function useEmailAvailability(email: string, enabled = true): EmailAvailability {
  const normalised = email.trim().toLowerCase();
  const [debounced] = useDebouncedValue(normalised, 400);
  const wellFormed = EMAIL_PATTERN.test(debounced);
  const query = useQuery({
    queryKey: ['email-available', debounced],
    queryFn: ({ signal }) => fetchEmailAvailable(debounced, signal),
    enabled: enabled && wellFormed,
    staleTime: 10_000,
    retry: false,
  });
  if (!enabled || !EMAIL_PATTERN.test(normalised)) return 'idle';
  if (debounced !== normalised || query.isFetching) return 'checking';
  if (query.isError) return 'unknown';
  if (!query.data) return 'checking';
  return query.data.available ? 'available' : 'taken';
}
