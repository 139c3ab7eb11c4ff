import type { SiteRow, TUpdateResellerSiteRequest } from '@aquadesk/shared/sites.ts';
import { upperCase } from '@aquadesk/shared/validation.ts';
import { Autocomplete, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { updateResellerSite } from '../api.ts';
import { useApplyPendingSite, useApplySite, useDistricts } from '../hooks/use-sites.ts';

type Field = Exclude<keyof TUpdateResellerSiteRequest, 'site_id'>;
type Values = Record<Field, string>;

const FIELDS: [Field, string][] = [
  ['site_name', 'Site name'],
  ['name', 'Name'],
  ['phone_number', 'Phone'],
  ['address_line1', 'Address line 1'],
  ['address_line2', 'Address line 2'],
  ['city', 'City'],
  ['district', 'District'],
  ['state', 'State'],
  ['pincode', 'Pincode'],
];

function valuesOf(site: SiteRow | null): Values {
  return {
    site_name: site?.site_name ?? '',
    name: site?.name ?? '',
    phone_number: site?.phone_number ?? '',
    address_line1: site?.address_line1 ?? '',
    address_line2: site?.address_line2 ?? '',
    city: site?.city ?? '',
    district: site?.district ?? '',
    state: site?.state ?? '',
    pincode: site?.pincode ?? '',
  };
}

/** Edit & Approve (spec 000 §2, §5: all text forced to upper case; the button is Save & Approve). */
export function ResellerSiteForm({ site, onClose }: { site: SiteRow | null; onClose: () => void }) {
  const applyPending = useApplyPendingSite();
  const applySite = useApplySite();
  const { form, message, fail, onSubmit, fieldError } = useZodForm<Values>({
    initialValues: valuesOf(site),
    resetKey: site,
    required: FIELDS.map(([f]) => f),
  });
  const districts = useDistricts();

  const mutation = useMutation({
    mutationFn: updateResellerSite,
    onSuccess: (saved) => {
      // approved: it leaves the reseller-site lists and joins the site lists, in place
      applyPending(saved);
      applySite(saved);
      onClose();
    },
    onError: fail,
  });

  const submit = onSubmit((values) => {
    if (site) mutation.mutate({ site_id: site.site_id, ...values });
  });

  return (
    <SlideInForm opened={site !== null} onClose={onClose} title="Edit & Approve">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormError message={message} />
          <SimpleGrid cols={1} spacing="sm">
            {FIELDS.map(([field, label]) => {
              const common = {
                label,
                value: form.values[field],
                error: fieldError(field),
                withAsterisk: true,
              };
              const onChange = (raw: string) => {
                const upper = field === 'phone_number' || field === 'pincode' ? raw : upperCase(raw);
                form.setFieldValue(field, upper);
              };
              return field === 'district' ? (
                <Autocomplete
                  size="md"
                  key={field}
                  {...common}
                  data={(districts.data ?? []).map((d) => d.name)}
                  onChange={onChange}
                />
              ) : (
                <TextInput key={field} {...common} onChange={(e) => onChange(e.currentTarget.value)} />
              );
            })}
          </SimpleGrid>
          <Button type="submit" loading={mutation.isPending}>
            Save & Approve
          </Button>
        </Stack>
      </form>
    </SlideInForm>
  );
}
