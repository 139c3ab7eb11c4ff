import type { DirectoryEntry } from '@aquadesk/shared/employees.ts';
import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { serverSearchProps, staffOption, useStaffSearch } from '../lib/use-staff-search.ts';

type Owned = 'data' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter' | 'value' | 'onChange';

export interface StaffSelectProps extends Omit<SelectProps, Owned> {
  /** The picked person's id. */
  value: string | null;
  /** The picked id and the person, or null and null when cleared. */
  onChange: (value: string | null, person: DirectoryEntry | null) => void;
  /** People not to offer (already in the department, already on the list). */
  exclude?: (person: DirectoryEntry) => boolean;
}

/**
 * One employee, searched on the server as the user types (GET /get_employee_data, docs/api.md
 * "Employees"). The picked person stays in the options when a later search no longer finds them, so
 * the Select keeps showing them; a value set from outside that was not picked here is not shown.
 */
export function StaffSelect({ value, onChange, exclude, placeholder, ...props }: StaffSelectProps) {
  const [picked, setPicked] = useState<DirectoryEntry | null>(null);
  const chosen = picked && String(picked.id) === value ? picked : null;
  const staff = useStaffSearch(chosen && staffOption(chosen).label);
  const found = staff.found.filter((e) => !exclude?.(e));
  const people = chosen && !found.some((e) => e.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Select
      nothingFoundMessage="No employee matches"
      {...props}
      {...serverSearchProps(staff)}
      placeholder={staff.pending ? 'Loading employees…' : placeholder}
      data={people.map((e) => staffOption(e))}
      value={value}
      onChange={(v) => {
        const person = people.find((e) => String(e.id) === v) ?? null;
        setPicked(person);
        onChange(v, person);
      }}
    />
  );
}
