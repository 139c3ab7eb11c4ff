import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { FileChip } from './file-chip.tsx';

/**
 * Take a photo with the camera or pick some (a phone opens its camera; a computer its file chooser), each
 * shown by name with a remove button. With room for one photo, one button does both.
 */
export function PhotoPicker({
  label,
  description,
  files,
  max,
  onChange,
  error,
  required = false,
}: {
  label: string;
  description?: string;
  files: readonly File[];
  max: number;
  onChange: (files: File[]) => void;
  error?: string | undefined;
  /** A photo must be given: the label carries the asterisk every required field has. */
  required?: boolean;
}) {
  const add = (picked: File | File[] | null) => {
    const list = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
    onChange([...files, ...list].slice(-max));
  };
  return (
    <Input.Wrapper label={label} description={description} error={error} withAsterisk={required}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" grow>
          <FileButton onChange={add} accept="image/*" capture="environment">
            {(props) => (
              <Button {...props} variant="light" size="md" leftSection={<IconCamera size={18} aria-hidden />}>
                Take photo
              </Button>
            )}
          </FileButton>
          {max > 1 && (
            <FileButton onChange={add} accept="image/*" multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="md"
                  leftSection={<IconPhoto size={18} aria-hidden />}
                >
                  From files
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {files.map((f, i) => (
          <FileChip
            key={`${f.name}-${f.size}-${f.lastModified}`}
            file={f}
            removeLabel={`Remove ${f.name}`}
            onRemove={() => onChange(files.filter((_, j) => j !== i))}
          />
        ))}
        {files.length > 0 && max > 1 && (
          <Text size="xs" c="dimmed">
            {files.length} of at most {max} photos
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
