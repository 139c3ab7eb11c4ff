import { ZGetProfileRequest } from '@aquadesk/shared/profile.ts';
import { zEmail } from '@aquadesk/shared/validation.ts';
import { z } from 'zod';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { readMultipart } from '../../platform/uploads.ts';
import type { ProfileService } from './service.ts';

export function profileRoutes(app: App, ctx: AppContext, profile: ProfileService): void {
  app.post(
    '/api/get_profile',
    { config: { action: 'profile.view' }, schema: { body: ZGetProfileRequest } },
    async (request) => profile.get(actor(request), request.body.email),
  );

  app.post('/api/add-sign', { config: { action: 'profile.sign' } }, async (request) => {
    const caller = actor(request);
    const body = await readMultipart(request, ctx.config.uploadMaxBytes);
    // spec 001 §7: image, email, sign_url; sign_url (the old image) is not needed by the server
    const email = zEmail.safeParse(body.fields.email ?? caller.email);
    if (!email.success)
      throw badRequest(email.error.issues[0]!.message, { email: email.error.issues[0]!.message });
    return { data: await profile.addSign(caller, email.data, body.files.image?.[0]) };
  });

  app.get(
    '/api/sign/:file',
    { config: { action: 'image.sign' }, schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const image = await profile.readSign(actor(request), request.params.file);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(image.data);
    },
  );
}
