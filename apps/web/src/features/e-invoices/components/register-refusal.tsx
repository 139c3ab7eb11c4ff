import { List, Text } from '@mantine/core';
import { FormError } from '../../../components/form-error.tsx';
import { errorText, fieldErrorsOf } from '../../../lib/api-client.ts';

/**
 * Why a registration was refused before anything was sent (docs/api.md "E-invoices"): the server's sentence,
 * and when the document's INV-01 JSON failed several checks (422), each problem named by its particular, so
 * finance knows what to correct (the client's PIN code, an HSN code…).
 */
export function RegisterRefusal({ error }: { error: unknown }) {
  const message = errorText(error);
  if (!message) return null;
  const problems = Object.values(fieldErrorsOf(error));
  return (
    <>
      <FormError message={message} />
      {problems.length > 1 && (
        <List size="sm" spacing={2} mb="xs" data-testid="e-invoice-problems">
          {problems.map((p) => (
            <List.Item key={p}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {p}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
