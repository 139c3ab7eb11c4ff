import { ZGetProfileRequest } from '@aquadesk/shared/profile.ts';
import { zEmail } from '@aquadesk/shared/validation.ts';
import { z } from 'zod';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { readMultipart } from '../../platform/uploads.ts';
import { addSign, getProfile, readSign } from './service.ts';

export function profileRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/get_profile',
    { config: { action: 'profile.view' }, schema: { body: ZGetProfileRequest } },
    async (request) => getProfile(ctx, actor(request), request.body),
  );

  app.post('/api/add-sign', { config: { action: 'profile.sign' } }, async (request) => {
    const caller = actor(request);
    const body = await readMultipart(request, ctx.config.uploadMaxBytes);
    // spec 001 §7: image, email, sign_url; sign_url (the old image) is not needed by the server
    const email = zEmail.safeParse(body.fields.email ?? caller.email);
    if (!email.success)
      throw badRequest(email.error.issues[0]!.message, { email: email.error.issues[0]!.message });
    return { data: await addSign(ctx, caller, { email: email.data, image: body.files.image?.[0] }) };
  });

  app.get(
    '/api/sign/:file',
    { config: { action: 'image.sign' }, schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const image = await readSign(ctx, actor(request), request.params);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(image.data);
    },
  );
}
