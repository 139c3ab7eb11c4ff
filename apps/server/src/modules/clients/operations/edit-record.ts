import { clientPageAnd } from '@aquadesk/shared/audiences.ts';
import type { RecordWire } from '@aquadesk/shared/clients.ts';
import { CLIENT_MESSAGES, RECORD_EDIT_WINDOW_MS, type ZEditRecordRequest } from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, forbidden, found } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { visibleClient } from './visibility.ts';

export async function editRecord(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZEditRecordRequest>,
  now = new Date(),
): Promise<RecordWire> {
  const { db } = ctx;
  const record = await found(repo.recordById(db, input.id), 'Record');
  await visibleClient(ctx, user, record.client_id);
  // spec 001 §5: record edit within 7 days (by its author, as for notes)
  if (record.author_id !== user.id) throw forbidden(CLIENT_MESSAGES.notAuthor);
  if (now.getTime() - new Date(record.generated_at).getTime() > RECORD_EDIT_WINDOW_MS) {
    throw conflict(CLIENT_MESSAGES.recordWindow);
  }
  await repo.updateRecord(db, record.id, {
    description: input.description,
    ...(input.heading ? { heading: input.heading } : {}),
    updatedAt: now,
  });
  const updated = (await repo.recordById(db, record.id))!;
  ctx.realtime.emit(EVENTS.editWorkRecord, updated, clientPageAnd(updated.author_id));
  return updated;
}
