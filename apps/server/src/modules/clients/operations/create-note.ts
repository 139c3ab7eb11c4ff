import { clientPageAnd } from '@aquadesk/shared/audiences.ts';
import type { NoteWire, ZCreateNoteRequest } from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { siteOfClient, visibleClient } from './visibility.ts';

export async function createNote(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZCreateNoteRequest>,
): Promise<NoteWire> {
  const { db } = ctx;
  const client = await visibleClient(ctx, user, input.client_id);
  await siteOfClient(ctx, input.site_id, client.id);
  const id = await repo.insertNote(db, {
    clientId: client.id,
    siteId: input.site_id,
    authorId: user.id,
    heading: input.heading,
    description: input.description,
  });
  const note = (await repo.noteById(db, id))!;
  ctx.realtime.emit(EVENTS.addNote, note, clientPageAnd(user.id));
  return note;
}
