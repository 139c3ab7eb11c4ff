import { VISIT_STATE_LABELS, VISIT_STATES, type VisitRow } from '@aquadesk/shared/visits.ts';
import { VISIT_STATE_COLORS } from '../api.ts';

export const VISIT_LEGEND = VISIT_STATES.map((state) => ({
  state,
  label: VISIT_STATE_LABELS[state],
  color: VISIT_STATE_COLORS[state],
}));

/** What a screen reader hears for a visit: "Visit 2 of 4, LAKESHORE APARTMENTS, Anoop, Planned". */
export function visitLabel(v: VisitRow): string {
  return [
    `Visit ${v.seq} of ${v.of}`,
    v.site_name,
    v.technician_name ?? 'no technician',
    VISIT_STATE_LABELS[v.state],
  ].join(', ');
}
