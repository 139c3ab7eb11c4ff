import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** spec 000 §9: the success panel closes 1 second after Done. */
export const SUCCESS_PANEL_CLOSE_DELAY_MS = 1000;

interface SuccessPanelProps {
  message: string;
  /** Called about one second after Done is pressed. */
  onDone: () => void;
  doneLabel?: string;
}

export function SuccessPanel({ message, onDone, doneLabel = 'Done' }: SuccessPanelProps) {
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const handleDone = () => {
    if (closing) return;
    setClosing(true);
    timer.current = setTimeout(onDone, SUCCESS_PANEL_CLOSE_DELAY_MS);
  };

  return (
    <SuccessMessage message={message}>
      <Button onClick={handleDone} loading={closing} miw={120}>
        {doneLabel}
      </Button>
    </SuccessMessage>
  );
}

/** The success mark and message, announced to screen readers, above what the user may do next. */
export function SuccessMessage({ message, children }: { message: ReactNode; children: ReactNode }) {
  return (
    <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCheck size={32} aria-hidden />
      </ThemeIcon>
      <Text fw={600} ta="center" size="lg">
        {message}
      </Text>
      {children}
    </Stack>
  );
}
