import { clientPageAnd } from '@aquadesk/shared/audiences.ts';
import type { NoteWire } from '@aquadesk/shared/clients.ts';
import { CLIENT_MESSAGES, NOTE_EDIT_WINDOW_MS, type ZEditNoteRequest } from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, forbidden, found } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { visibleClient } from './visibility.ts';

export async function editNote(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZEditNoteRequest>,
  now = new Date(),
): Promise<NoteWire> {
  const { db } = ctx;
  const note = await found(repo.noteById(db, input.note_id), 'Note');
  await visibleClient(ctx, user, note.client_id);
  // spec 001 §5: only the author, while open, within 2 days
  if (note.author_id !== user.id) throw forbidden(CLIENT_MESSAGES.notAuthor);
  if (note.is_closed) throw conflict(CLIENT_MESSAGES.noteClosed);
  if (now.getTime() - new Date(note.generated_at).getTime() > NOTE_EDIT_WINDOW_MS) {
    throw conflict(CLIENT_MESSAGES.noteWindow);
  }
  await repo.updateNote(db, note.id, {
    heading: input.heading,
    description: input.description,
    updatedAt: now,
  });
  const updated = (await repo.noteById(db, note.id))!;
  ctx.realtime.emit(EVENTS.editNote, updated, clientPageAnd(updated.author_id));
  return updated;
}
