import { clientPageAnd } from '@aquadesk/shared/audiences.ts';
import type { RecordWire } from '@aquadesk/shared/clients.ts';
import { CLIENT_MESSAGES, type ZCreateRecordFields } from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fieldError } from '../../../platform/errors.ts';
import { withStoredImage } from '../../../platform/stored-images.ts';
import * as repo from '../repository.ts';
import { siteOfClient, visibleClient } from './visibility.ts';

export async function createRecord(
  ctx: AppContext,
  user: AuthUser,
  input: { fields: z.output<typeof ZCreateRecordFields>; image: Buffer | undefined },
): Promise<RecordWire> {
  const { fields, image } = input;
  const { db } = ctx;
  const client = await visibleClient(ctx, user, fields.client_id);
  await siteOfClient(ctx, fields.site_id, client.id);
  if (!image) throw fieldError('image', CLIENT_MESSAGES.imageRequired);
  const id = await withStoredImage(ctx.storage, 'record', image, (stored) =>
    repo.insertRecord(db, {
      clientId: client.id,
      siteId: fields.site_id,
      authorId: user.id,
      heading: fields.heading,
      description: fields.description,
      image: stored,
    }),
  );
  const record = (await repo.recordById(db, id))!;
  ctx.realtime.emit(EVENTS.updateWorkRecord, record, clientPageAnd(user.id));
  return record;
}
