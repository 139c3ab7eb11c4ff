import { issuesToErrors } from '@aquadesk/shared/messages.ts';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * Validates a Mantine form with a shared zod schema (docs/architecture.md house rule 4: one schema, the spec's
 * messages), turning zod's issues into Mantine's field → message map.
 */
export function zodFormResolver<Values>(schema: z.ZodType<unknown, Values>): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : issuesToErrors(result.error.issues);
  };
}
