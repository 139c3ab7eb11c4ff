import {
  type CompanyProfile,
  LOGO_HINT,
  LOGO_MESSAGES,
  LOGO_REQUIRED,
  LOGO_RULES,
} from '@aquadesk/shared/company.ts';
import { Button, FileInput, Group, Image, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RemoveImageButton, RemoveImageError } from '../../../components/remove-image.tsx';
import { useAuthedImage } from '../../../lib/authed-image.ts';
import { putSaved } from '../../../lib/put-saved.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { companyKeys, removeCompanyLogo, uploadCompanyLogo } from '../api.ts';
import { SettingsCard } from './settings-card.tsx';

const ACCEPT = 'image/png,image/jpeg';

/**
 * The company logo (issue 41 item 11): every PDF and every mail to a client prints it at the top. An admin
 * uploads, replaces or removes it, each a new version of the profile; the others see the preview. The
 * server checks the bytes; the size is checked here first so a large file is not sent for nothing.
 */
export function CompanyLogo({ profile, readOnly }: { profile: CompanyProfile; readOnly: boolean }) {
  const qc = useQueryClient();
  const logo = useAuthedImage(profile.logo_url);
  const { form, message, fail, onSubmit, reset } = useZodForm<{ logo: File | null }>({
    initialValues: { logo: null },
    validate: ({ logo: file }) =>
      !file ? { logo: LOGO_REQUIRED } : file.size > LOGO_RULES.maxBytes ? { logo: LOGO_MESSAGES.size } : {},
    fallbackMessage: 'The logo could not be saved',
  });
  const saved = (next: CompanyProfile, text: string) => {
    void putSaved(qc, companyKeys.current(), () => next);
    void qc.invalidateQueries({ queryKey: companyKeys.history() });
    notifications.show({ color: 'teal', message: text });
  };
  const upload = useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: (next) => {
      reset();
      saved(next, 'Logo saved: documents and mails print it from now');
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: removeCompanyLogo,
    onSuccess: (next) => saved(next, 'Logo removed'),
  });
  const name = profile.trade_name || profile.legal_name;
  return (
    <SettingsCard title="Logo" gap="sm">
      <Text size="sm" c="dimmed">
        Printed at the top of every PDF and every mail to a client. Documents already issued keep the logo
        they were issued with.
      </Text>
      {/* the letterhead as documents print it: the logo left of the name */}
      <Paper withBorder p="sm" radius="sm" bg="white" c="dark" aria-label="Logo preview">
        <Group gap="md" wrap="nowrap" mih={48}>
          {profile.logo_url && logo.data ? (
            <Image src={logo.data} alt={`Logo of ${name}`} h={48} w="auto" maw="45%" fit="contain" />
          ) : profile.logo_url ? null : (
            <Text size="sm" c="dimmed">
              No logo yet: documents print the name alone
            </Text>
          )}
          <Text fw={700} c="blue.8" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {name}
          </Text>
        </Group>
      </Paper>
      {!readOnly && (
        <form
          noValidate
          aria-label="Upload the logo"
          onSubmit={onSubmit(({ logo: file }) => {
            if (file) upload.mutate(file);
          })}
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <FileInput
              label={profile.logo_url ? 'New logo' : 'Logo image'}
              description={LOGO_HINT}
              placeholder="Choose a PNG or JPEG"
              accept={ACCEPT}
              {...form.getInputProps('logo')}
              error={form.errors.logo ?? message}
              leftSection={<IconPhoto size={16} />}
              clearable
              style={{ flex: '1 1 16rem' }}
            />
            <Group gap="sm" mt={{ base: 0, sm: 'xl' }} pt={{ base: 0, sm: 'lg' }}>
              <Button type="submit" leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                {profile.logo_url ? 'Replace' : 'Upload'}
              </Button>
              {profile.logo_url && <RemoveImageButton remove={remove} />}
            </Group>
          </Group>
          <RemoveImageError remove={remove} />
        </form>
      )}
    </SettingsCard>
  );
}
