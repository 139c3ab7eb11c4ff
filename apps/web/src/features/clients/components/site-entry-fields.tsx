import { Select, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

interface Props {
  sites: readonly { site_id: number; site_name: string }[];
  /** The form's props of a field (Mantine's getInputProps). */
  inputProps: (field: 'site_id' | 'heading' | 'description') => GetInputPropsReturnType;
  /** An edit keeps the site; a record keeps its heading too (spec 001 §5). */
  lockSite: boolean;
  lockHeading?: boolean;
}

/** The site, heading and description of a client's note or record. */
export function SiteEntryFields({ sites, inputProps, lockSite, lockHeading = false }: Props) {
  return (
    <>
      <Select
        size="md"
        label="Site"
        withAsterisk
        disabled={lockSite}
        searchable
        data={sites.map((s) => ({ value: String(s.site_id), label: s.site_name }))}
        {...inputProps('site_id')}
      />
      <TextInput label="Heading" withAsterisk disabled={lockHeading} {...inputProps('heading')} />
      <Textarea
        size="md"
        label="Description"
        withAsterisk
        autosize
        minRows={4}
        {...inputProps('description')}
      />
    </>
  );
}
