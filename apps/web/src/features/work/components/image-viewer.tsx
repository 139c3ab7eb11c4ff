import { Image, Loader, Modal, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useAuthedImage } from '../../../lib/authed-image.ts';

/** A task photo: loaded with the user's token (the files are private), a thumbnail that opens the viewer. */
export function TaskImage({ path, alt, size = 96 }: { path: string; alt: string; size?: number }) {
  const { data: url, isError, isPending } = useAuthedImage(path);
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  if (isError) {
    return (
      <Text size="xs" c="red">
        The photo could not be loaded
      </Text>
    );
  }
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={`Open ${alt}`}
        disabled={isPending}
        style={{ width: size, height: size, borderRadius: 6, overflow: 'hidden', display: 'block' }}
      >
        {isPending ? (
          <Loader size="sm" />
        ) : (
          <Image src={url} alt={alt} w={size} h={size} fit="cover" radius="sm" />
        )}
      </UnstyledButton>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={alt}
        size="xl"
        fullScreen={phone}
        centered
        aria-label="Image viewer"
      >
        {url && <Image src={url} alt={alt} fit="contain" mah="80vh" />}
      </Modal>
    </>
  );
}
