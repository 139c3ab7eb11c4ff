import { PROFILE_MESSAGES } from '@aquadesk/shared/profile.ts';
import { isRole, ROLE_LABELS } from '@aquadesk/shared/roles.ts';
import {
  Avatar,
  Badge,
  Button,
  Divider,
  FileInput,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSignature, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAuthedImage } from '../../../lib/authed-image.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { fetchProfile, profileKeys, uploadSign } from '../api.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.05em' }}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** /profile/{email} (spec 001 §2): the user's details and signature upload (spec 001 §5: an image is required). */
export function ProfileView({ email }: { email: string }) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: profileKeys.one(email),
    queryFn: ({ signal }) => fetchProfile(email, signal),
    retry: false,
  });
  const sign = useAuthedImage(q.data?.users.sign_url ?? null);
  const { form, message, fail, onSubmit, reset } = useZodForm<{ image: File | null }>({
    initialValues: { image: null },
    validate: ({ image }) => (image ? {} : { image: PROFILE_MESSAGES.imageRequired }),
    fallbackMessage: 'The signature could not be saved',
  });
  const upload = useMutation({
    mutationFn: (image: File) => uploadSign(email, image, q.data?.users.sign_url ?? null),
    onSuccess: (user) => {
      qc.setQueryData(profileKeys.one(email), (old: typeof q.data) => (old ? { ...old, users: user } : old));
      reset();
      notifications.show({ color: 'teal', message: 'Signature saved' });
    },
    onError: fail,
  });

  if (q.isPending) return <PageLoader />;
  if (q.isError || !q.data) {
    return <EmptyState message="Profile not available" description={`No profile to show for ${email}.`} />;
  }
  const { users: user, address } = q.data;
  const roles = user.permissions.filter(isRole).map((r) => ROLE_LABELS[r]);
  const submit = onSubmit(({ image }) => {
    if (image) upload.mutate(image);
  });

  return (
    <Stack maw={860} gap="lg">
      <Paper p={{ base: 'md', sm: 'xl' }}>
        <Group gap="md" mb="lg" wrap="nowrap">
          <Avatar color="water" radius="xl" size={56}>
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={650} size="lg" truncate>
              {user.name}
            </Text>
            <Text c="dimmed" size="sm" truncate>
              {user.email}
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label="E-mail">{user.email}</Field>
          <Field label="Phone">{user.phone_number || '—'}</Field>
          <Field label="Role">{user.user_type}</Field>
          <Field label="Permissions">
            <Group gap={6} mt={2}>
              {(roles.length > 0 ? roles : ['None']).map((role) => (
                <Badge key={role} variant="light" radius="sm">
                  {role}
                </Badge>
              ))}
            </Group>
          </Field>
        </SimpleGrid>
      </Paper>

      <Paper p={{ base: 'md', sm: 'xl' }}>
        <Title order={3} mb="xs">
          Signature
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          Estimates, invoices and proposals you sign will print this image. PNG, JPEG or WebP, a dark
          signature on a white background works best.
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
          </Group>
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
    </Stack>
  );
}
