import { PROFILE_MESSAGES, type ProfileAddress, type ProfileUser } from '@aquadesk/shared/profile.ts';
import { Button, Divider, FileInput, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSignature, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { RemoveImageButton, RemoveImageError } from '../../../components/remove-image.tsx';
import { useAuthedImage } from '../../../lib/authed-image.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { removeOwnSign, uploadSign } from '../api.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp';

interface SignatureCardProps {
  email: string;
  user: ProfileUser;
  address: ProfileAddress;
  /** The caller's own profile: the signature may be removed here too (issue 31 item 5). */
  own: boolean;
  /** The profile user as the server answers after a change. */
  onSaved: (user: ProfileUser) => void;
}

/** The signature upload (spec 001 §5: an image is required), its removal, and the foot of a printed document. */
export function SignatureCard({ email, user, address, own, onSaved }: SignatureCardProps) {
  const sign = useAuthedImage(user.sign_url);
  const { form, message, fail, onSubmit, reset } = useZodForm<{ image: File | null }>({
    initialValues: { image: null },
    validate: ({ image }) => (image ? {} : { image: PROFILE_MESSAGES.imageRequired }),
    fallbackMessage: 'The signature could not be saved',
  });
  const upload = useMutation({
    mutationFn: (image: File) => uploadSign(email, image, user.sign_url),
    onSuccess: (saved) => {
      onSaved(saved);
      reset();
      notifications.show({ color: 'teal', message: 'Signature saved' });
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: removeOwnSign,
    onSuccess: (saved) => {
      onSaved(saved);
      notifications.show({ color: 'teal', message: 'Signature removed' });
    },
  });
  const submit = onSubmit(({ image }) => {
    if (image) upload.mutate(image);
  });

  return (
    <Paper p={{ base: 'md', sm: 'xl' }}>
      <Title order={3} mb="xs">
        Signature
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Estimates, invoices and proposals you sign will print this image; a new upload replaces it. PNG, JPEG
        or WebP, a dark signature on a white background works best.
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label="Signature image"
            placeholder="Choose an image"
            accept={ACCEPT}
            {...form.getInputProps('image')}
            error={form.errors.image ?? message}
            leftSection={<IconSignature size={16} />}
            clearable
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" leftSection={<IconUpload size={16} />} loading={upload.isPending}>
            Upload
          </Button>
          {own && user.sign_url ? <RemoveImageButton remove={remove} /> : null}
        </Group>
        <RemoveImageError remove={remove} />
      </form>

      <Divider my="lg" label="As documents print it" labelPosition="center" />
      {/* the foot of a printed document: the signature above the signer's name, beside the letterhead */}
      <Paper withBorder p="md" radius="sm" bg="white" c="dark" aria-label="Signature preview">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="lg">
          <Stack gap={0} maw={320}>
            <Text fw={700} size="sm">
              {address.name}
            </Text>
            <Text size="xs">{address.address}</Text>
            <Text size="xs">
              {address.phone} · {address.email}
            </Text>
          </Stack>
          <Stack gap={4} align="center" miw={200}>
            {sign.data ? (
              <Image src={sign.data} alt={`Signature of ${user.name}`} h={64} w="auto" fit="contain" />
            ) : (
              <Text size="sm" c="dimmed" h={64} style={{ display: 'flex', alignItems: 'center' }}>
                No signature uploaded yet
              </Text>
            )}
            <Divider w="100%" color="dark" />
            <Text size="sm" fw={600}>
              {user.name}
            </Text>
            <Text size="xs">Authorised signatory</Text>
          </Stack>
        </Group>
      </Paper>
    </Paper>
  );
}
