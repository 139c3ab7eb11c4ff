import type { TaxInvoiceGap } from '@aquadesk/shared/company.ts';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

/**
 * "A complete tax invoice" (issue 41 item 11): what the saved profile still lacks (the server's
 * `tax_invoice_gaps`, from taxInvoiceGaps in shared), each a link to its field, until nothing is missing;
 * then it says the tax invoices are complete.
 */
export function TaxInvoiceChecklist({
  gaps,
  onGoTo,
}: {
  gaps: TaxInvoiceGap[];
  /** Brings the field into view and puts the cursor in it. */
  onGoTo: (field: TaxInvoiceGap['field']) => void;
}) {
  const complete = gaps.length === 0;
  return (
    <Alert
      variant="light"
      color={complete ? 'teal' : 'yellow'}
      icon={
        complete ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />
      }
      title={complete ? 'Tax invoices are complete' : 'What a complete tax invoice still needs'}
      {...(complete ? { role: 'status' } : {})}
    >
      {complete ? (
        "Every invoice carries the company's GSTIN, address and state, and how to pay: the bank account and UPI."
      ) : (
        <List size="sm" spacing={4}>
          {gaps.map((gap) => (
            <List.Item key={gap.field}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                ta="left"
                onClick={() => onGoTo(gap.field)}
              >
                {gap.label}
              </Anchor>
              <Text size="xs" c="dimmed">
                {gap.why}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
