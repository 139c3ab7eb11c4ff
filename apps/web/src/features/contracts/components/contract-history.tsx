import { CONTRACT_FIELD_LABELS, type ContractHistoryEntry } from '@aquadesk/shared/contracts.ts';
import { HistoryTimeline } from '../../../components/history-timeline.tsx';

const label = (field: string) => CONTRACT_FIELD_LABELS[field as keyof typeof CONTRACT_FIELD_LABELS] ?? field;
const shown = (value: unknown) =>
  value === null || value === '' ? 'none' : Array.isArray(value) ? value.join(', ') || 'none' : String(value);

/** The visits an activation planned or a cancel called off (issue 43 item 3), when there were any. */
const visits = (n: unknown, what: string) =>
  typeof n === 'number' && n > 0 ? ` (${n} visit${n === 1 ? '' : 's'} ${what})` : '';

/** One line of the history in words. */
function whatOf(e: ContractHistoryEntry): string {
  const c = e.changes;
  switch (e.action) {
    case 'created':
      return 'Draft made';
    case 'edited': {
      const parts = Object.entries(c as Record<string, { from: unknown; to: unknown }>).map(
        ([field, { from, to }]) =>
          // ids and long texts read as a change; a term as before → after
          field === 'terms' || field.endsWith('_id') || field.endsWith('_ids')
            ? `${label(field)} changed`
            : `${label(field)} ${shown(from)} → ${shown(to)}`,
      );
      return `Edited: ${parts.join('; ')}`;
    }
    case 'activated':
      return `Activated as ${String(c.number)}${visits(c.visits_planned, 'planned')}`;
    case 'cancelled':
      return `Cancelled: ${String(c.reason)}${visits(c.visits_cancelled, 'cancelled')}`;
    case 'expired':
      return 'Expired: its last day passed';
    case 'sent':
      return `Sent to ${(c.to as string[]).join(', ')}`;
    default:
      return e.action;
  }
}

/** Who changed the contract, when (IST) and what (requirements 006 §3), newest first. */
export function ContractHistory({ history }: { history: ContractHistoryEntry[] }) {
  return <HistoryTimeline history={history} whatOf={whatOf} />;
}
