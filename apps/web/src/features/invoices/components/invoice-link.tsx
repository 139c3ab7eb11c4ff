import { ActionIcon, Anchor, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { payLinkRoute, quickPayPath } from '../../payments/api.ts';

/**
 * The list's link column (spec 001 §2): the quick pay page of the invoice with its key (the row's
 * `pay_link`, docs/api.md "Invoices"), and a button that copies that link to send to the client (spec 001
 * §8: a failed copy is only logged, by the browser). The page shows the path; the key stays in the link.
 */
export function InvoiceLink({ id, payLink }: { id: number; payLink: string }) {
  const path = quickPayPath(id);
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor
        component={Link}
        to={payLinkRoute(payLink)}
        size="sm"
        // the name holds the path it shows (WCAG 2.5.3 label in name)
        aria-label={`Quick pay page of invoice ${id}: ${path}`}
      >
        {path}
      </Anchor>
      <CopyButton value={payLink} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Link copied' : 'Copy link'} withArrow position="top">
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              aria-label={copied ? `Link of invoice ${id} copied` : `Copy link of invoice ${id}`}
              onClick={copy}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
