import { sitePickLabel } from '@aquadesk/shared/sites.ts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { useEquipmentSitePicks } from '../api.ts';

interface Props {
  /** Whether to ask the server yet (a closed form does not). */
  opened: boolean;
  openKey: number;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  label?: string;
  required?: boolean;
  w?: number | Record<string, number | string>;
  /** The picked site's name when it is known elsewhere (the list's rows after a reload with `site=`). */
  knownLabel?: string | undefined;
}

/** The site a piece is at: searched on the server (GET /api/equipment/site-picks), its label kept once picked. */
export function SitePickField(props: Props) {
  const { opened, openKey, value, onChange, error, label = 'Site', required = true, w, knownLabel } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening starts a new search
  useEffect(() => {
    setSearch('');
    setPicked(null);
  }, [openKey]);
  const picks = useEquipmentSitePicks(debounced, opened);
  const options = (picks.data?.data ?? []).map((s) => ({ value: String(s.id), label: sitePickLabel(s) }));
  const kept = picked ?? (value && knownLabel ? { value, label: knownLabel } : null);
  if (kept && !options.some((o) => o.value === kept.value)) options.unshift(kept);
  return (
    <Select
      label={label}
      required={required}
      placeholder={picks.isPending && opened ? 'Loading sites…' : 'Search the sites'}
      searchable
      clearable={!required}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      nothingFoundMessage="No site found"
      value={value || null}
      error={error}
      onChange={(v) => {
        onChange(v ?? '');
        setPicked(options.find((o) => o.value === v) ?? null);
      }}
      comboboxProps={{ withinPortal: true }}
      w={w}
    />
  );
}
