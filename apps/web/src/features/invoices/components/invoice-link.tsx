import { ActionIcon, Anchor, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { quickPayPath } from '../quick-pay-api.ts';

/** The address a client is sent to pay the invoice: this site's quick pay page for it. */
export function quickPayUrl(id: number): string {
  return `${window.location.origin}${quickPayPath(id)}`;
}

/**
 * The list's link column (spec 001 §2): the quick pay page of the invoice, and a button that copies its
 * full address to send to the client (spec 001 §8: a failed copy is only logged, by the browser).
 */
export function InvoiceLink({ id }: { id: number }) {
  const path = quickPayPath(id);
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor component={Link} to={path} size="sm" aria-label={`Quick pay page of invoice ${id}`}>
        {path}
      </Anchor>
      <CopyButton value={quickPayUrl(id)} timeout={2000}>
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
