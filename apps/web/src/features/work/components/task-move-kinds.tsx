import type { SessionUser } from '@aquadesk/shared/auth.ts';
import {
  availableMoves,
  personKinds,
  type TaskMove,
  type TaskPersonKind,
  type TaskRow,
} from '@aquadesk/shared/work.ts';
import { IconPlayerPlay, IconSend, IconShare3, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { toPrincipal } from '../../../lib/use-can.ts';

/** The dialogs of a task's moves (spec 001 §2 panels forward, review, submit, confirm). */
export type MoveDialog = 'forward' | 'start' | 'finish' | 'review';

export const TITLES: Record<MoveDialog, string> = {
  forward: 'Forward work',
  start: 'Start work',
  finish: 'Submit work',
  review: 'Review work',
};

/** The dialogs for the moves a viewer may make now (approve and reopen are one Review dialog). */
export function dialogsOf(moves: readonly TaskMove[]): MoveDialog[] {
  const out: MoveDialog[] = [];
  for (const m of moves) {
    const d: MoveDialog = m === 'approve' || m === 'reopen' ? 'review' : m;
    if (!out.includes(d)) out.push(d);
  }
  return out;
}

/** Who the signed-in user is to a list row (the report says it itself). */
export function kindsOf(row: TaskRow, user: SessionUser | null): TaskPersonKind[] {
  if (!user) return ['stranger'];
  return personKinds(
    { ...toPrincipal(user), id: user.id },
    {
      adviserId: row.adviser_id,
      assigneeIds: row.users_list.filter((p) => p.type === 'direct').map((p) => p.id),
      forwardedIds: row.users_list.filter((p) => p.type === 'forwarded').map((p) => p.id),
    },
  );
}

export function rowDialogs(row: TaskRow, user: SessionUser | null): MoveDialog[] {
  return dialogsOf(availableMoves(kindsOf(row, user), row.status));
}

export const ICONS: Record<MoveDialog, ReactNode> = {
  forward: <IconShare3 size={16} aria-hidden />,
  start: <IconPlayerPlay size={16} aria-hidden />,
  finish: <IconSend size={16} aria-hidden />,
  review: <IconStar size={16} aria-hidden />,
};
export const LABELS: Record<MoveDialog, string> = {
  forward: 'Forward',
  start: 'Start',
  finish: 'Submit',
  review: 'Review',
};
