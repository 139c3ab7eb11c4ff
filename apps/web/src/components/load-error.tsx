import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A list that failed to load: the reason and a retry (spec 000 §8's timeout text comes from the api client). */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Could not load"
    >
      {error.message}
      <div>
        <Button size="xs" variant="light" color="red" mt="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
