import { clientPageAnd } from '@aquadesk/shared/audiences.ts';
import type { NoteWire, ZCloseNoteRequest } from '@aquadesk/shared/clients.ts';
import { CLIENT_MESSAGES } from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, found } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

/** spec 001 §4: closing moves a note to the archive (admin). */
export async function closeNote(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZCloseNoteRequest>,
): Promise<NoteWire> {
  const noteId = input.note_id;
  const { db } = ctx;
  const note = await found(repo.noteById(db, noteId), 'Note');
  if (!(await repo.closeNote(db, note.id, user.id))) throw conflict(CLIENT_MESSAGES.noteClosed);
  const closed = (await repo.noteById(db, note.id))!;
  ctx.realtime.emit(EVENTS.removeNote, closed, clientPageAnd(closed.author_id));
  return closed;
}
