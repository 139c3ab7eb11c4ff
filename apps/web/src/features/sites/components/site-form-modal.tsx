import type { SessionUser } from '@aquadesk/shared/auth.ts';
import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import { type OrgItem, SITE_MESSAGES } from '@aquadesk/shared/sites.ts';
import { upperCase } from '@aquadesk/shared/validation.ts';
import { Autocomplete, Button, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { toPrincipal } from '../../../lib/use-can.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createSite, searchOrganizations, siteKeys } from '../api.ts';
import { useApplySite, useDistricts } from '../hooks/use-sites.ts';

// spec 000 §6: a reseller's organization list offers this, which leads to /client?add=1
export const ADD_NEW_CLIENT = 'Add New Client';

type Field =
  | 'name'
  | 'phone_number'
  | 'file_id'
  | 'site_name'
  | 'organization'
  | 'address_line_1'
  | 'address_line_2'
  | 'city'
  | 'district'
  | 'state'
  | 'pincode';

type Values = Record<Field, string>;

const EMPTY: Values = {
  name: '',
  phone_number: '',
  file_id: '',
  site_name: '',
  organization: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  district: '',
  state: '',
  pincode: '',
};

// spec 000 §5: upper-cased as typed
const TEXT_FIELDS = [
  'name',
  'site_name',
  'organization',
  'address_line_1',
  'address_line_2',
  'city',
  'district',
  'state',
] as const satisfies readonly Field[];
const UPPER: ReadonlySet<Field> = new Set(TEXT_FIELDS);

interface Props {
  opened: boolean;
  onClose: () => void;
  user: SessionUser;
}

/** The Register new Site modal (spec 000 §2, §5). */
export function SiteFormModal({ opened, onClose, user }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const navigate = useNavigate();
  const applySite = useApplySite();
  const reseller = isResellerOnly(toPrincipal(user));
  // the organisation picker asks the server as the user types (no whole list of clients is loaded)
  const [orgSearch, setOrgSearch] = useState('');
  const [debouncedOrg] = useDebouncedValue(orgSearch.trim(), 250);
  const orgs = useQuery({
    queryKey: siteKeys.organizations(debouncedOrg),
    queryFn: ({ signal }) => searchOrganizations(debouncedOrg, signal),
    enabled: opened,
  });
  const [known, setKnown] = useState<ReadonlyMap<string, OrgItem>>(new Map());
  useEffect(() => {
    const found = orgs.data?.data;
    if (!found?.length) return;
    setKnown((old) => {
      const next = new Map(old);
      for (const o of found) if (o.organization) next.set(o.organization.toLowerCase(), o);
      return next;
    });
  }, [orgs.data]);
  const findOrg = (organization: string) => known.get(organization.trim().toLowerCase());
  const { form, message, done, succeed, fail, onSubmit, fieldError, reset } = useZodForm<Values>({
    initialValues: EMPTY,
    highlight: true,
    // spec 000 §5: missing fields get the error style for 3 seconds and nothing is sent
    required: [...TEXT_FIELDS, 'phone_number', 'pincode', ...(reseller ? [] : (['file_id'] as Field[]))],
    validate: (values) =>
      findOrg(values.organization) ? {} : { organization: SITE_MESSAGES.invalidOrganization },
    fallbackMessage: 'The site could not be saved. Please try again.',
  });
  const districts = useDistricts();

  const districtNames = useMemo(() => {
    const all = (districts.data ?? []).map((d) => d.name);
    // spec 000 §6: resellers see only the districts assigned to them (case-insensitive)
    if (!reseller) return all;
    const mine = new Set(user.districts.map((d) => d.toLowerCase()));
    return all.filter((d) => mine.has(d.toLowerCase()));
  }, [districts.data, reseller, user.districts]);

  const orgNames = useMemo(() => {
    const names = (orgs.data?.data ?? []).map((o) => o.organization ?? '').filter(Boolean);
    const unique = [...new Set(names)];
    return reseller ? [...unique, ADD_NEW_CLIENT] : unique;
  }, [orgs.data, reseller]);

  const mutation = useMutation({
    mutationFn: createSite,
    onSuccess: (site) => {
      applySite(site);
      succeed();
    },
    onError: fail,
  });

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement> | string) => {
    const raw = typeof event === 'string' ? event : event.currentTarget.value;
    form.setFieldValue(field, UPPER.has(field) ? upperCase(raw) : raw);
  };

  const close = () => {
    reset();
    onClose();
  };

  const submit = onSubmit((values) => {
    const org = findOrg(values.organization);
    if (!org) return;
    const { organization: _org, ...rest } = values;
    mutation.mutate({ ...rest, orgId: org.id, file_id: reseller ? '' : values.file_id });
  });

  const props = (field: Field) => ({
    value: form.values[field],
    onChange: set(field),
    error: fieldError(field),
    withAsterisk: true,
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Register new Site"
      size="lg"
      fullScreen={phone}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {done ? (
        <SuccessPanel message="Successfully added a new Site" onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormError message={message} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Autocomplete
                size="md"
                label="Organization"
                data={orgNames}
                filter={({ options }) => options}
                placeholder="Type to search"
                {...props('organization')}
                onChange={(v) => {
                  if (v === ADD_NEW_CLIENT) {
                    void navigate('/client?add=1');
                    return;
                  }
                  set('organization')(v);
                  setOrgSearch(v);
                }}
                onOptionSubmit={(v) => {
                  if (v === ADD_NEW_CLIENT) void navigate('/client?add=1');
                }}
              />
              {!reseller && <TextInput label="File id" {...props('file_id')} />}
              <TextInput label="Site name" {...props('site_name')} />
              <TextInput label="Name" {...props('name')} />
              <TextInput label="Phone" inputMode="tel" {...props('phone_number')} />
              <TextInput label="Address line 1" {...props('address_line_1')} />
              <TextInput label="Address line 2" {...props('address_line_2')} />
              <TextInput label="City" {...props('city')} />
              <Autocomplete size="md" label="District" data={districtNames} {...props('district')} />
              <TextInput label="State" {...props('state')} />
              <TextInput label="Pincode" inputMode="numeric" {...props('pincode')} />
            </SimpleGrid>
            <Button type="submit" loading={mutation.isPending} mt="xs">
              Register Site
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
