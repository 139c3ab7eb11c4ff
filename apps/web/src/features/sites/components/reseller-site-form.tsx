import type { SiteRow, TUpdateResellerSiteRequest } from '@aquadesk/shared/sites.ts';
import { Alert, Autocomplete, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { emptyFields, useFieldHighlight } from '../../../components/field-highlight.ts';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { siteKeys, updateResellerSite } from '../api.ts';
import { useDistricts } from '../hooks/use-sites.ts';

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
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(valuesOf(site));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const highlight = useFieldHighlight<Field>();
  const districts = useDistricts();

  useEffect(() => {
    setValues(valuesOf(site));
    setErrors({});
    setMessage(null);
  }, [site]);

  const mutation = useMutation({
    mutationFn: updateResellerSite,
    onSuccess: (saved) => {
      queryClient.setQueryData<SiteRow[]>(siteKeys.pending(), (old) =>
        old ? old.filter((s) => s.site_id !== saved.site_id) : old,
      );
      void queryClient.invalidateQueries({ queryKey: siteKeys.list() });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        setErrors(error.fieldErrors as Partial<Record<Field, string>>);
      } else setMessage(error.message);
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!site) return;
    const missing = emptyFields(
      values,
      FIELDS.map(([f]) => f),
    );
    if (missing.length > 0) {
      highlight.flash(missing);
      return;
    }
    mutation.mutate({ site_id: site.site_id, ...values });
  };

  return (
    <SlideInForm opened={site !== null} onClose={onClose} title="Edit & Approve">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {message && (
            <Alert color="red" variant="light">
              {message}
            </Alert>
          )}
          <SimpleGrid cols={1} spacing="sm">
            {FIELDS.map(([field, label]) => {
              const common = {
                label,
                value: values[field],
                error: errors[field] ?? (highlight.isHighlighted(field) ? true : undefined),
                withAsterisk: true,
              };
              const onChange = (raw: string) => {
                const upper = field === 'phone_number' || field === 'pincode' ? raw : raw.toUpperCase();
                setValues((v) => ({ ...v, [field]: upper }));
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
