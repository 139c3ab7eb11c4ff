import { ZEditOwnProfileRequest, ZGetProfileRequest } from '@aquadesk/shared/profile.ts';
import { zEmail } from '@aquadesk/shared/validation.ts';
import { z } from 'zod';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/send-file.ts';
import { ONE_IMAGE, readMultipart, validateMultipart } from '../../platform/uploads.ts';
import {
  addSign,
  editOwnProfile,
  getProfile,
  ownProfile,
  readSign,
  removeOwnSign,
} from './operations/profile.ts';

const ZSignFields = z.object({ email: zEmail });

export function profileRoutes(app: App, ctx: AppContext): void {
  callRoute.post(
    app,
    '/api/get_profile',
    { action: 'profile.view', body: ZGetProfileRequest },
    (user, { body }) => getProfile(ctx, user, body),
  );

  app.post('/api/add-sign', { config: { action: 'profile.sign' } }, async (request) => {
    const caller = actor(request);
    const body = await readMultipart(request, ctx.config, ONE_IMAGE);
    // spec 001 §7: image, email, sign_url; sign_url (the old image) is not needed by the server.
    // The image is checked by the operation, after the caller may see the profile (else 404).
    const { fields, images } = validateMultipart(
      { ...body, fields: { ...body.fields, email: body.fields.email ?? caller.email } },
      { fields: ZSignFields, images: { image: {} } },
    );
    return { data: await addSign(ctx, caller, { email: fields.email, image: images.image }) };
  });

  // issue 31 item 5: the caller's own profile, for every signed-in user (docs/api.md "Profile")
  callRoute.get(app, '/api/profile', { action: 'profile.own' }, async (user) => ({
    data: await ownProfile(ctx, user),
  }));

  callRoute.patch(
    app,
    '/api/profile',
    { action: 'profile.own', body: ZEditOwnProfileRequest },
    async (user, { body }) => ({ data: await editOwnProfile(ctx, user, body) }),
  );

  callRoute.delete(app, '/api/profile/sign', { action: 'profile.sign' }, async (user) => ({
    data: await removeOwnSign(ctx, user),
  }));

  app.get(
    '/api/sign/:file',
    { config: { action: 'image.sign' }, schema: { params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const { data: body, contentType } = await readSign(ctx, actor(request), request.params);
      return sendFile(reply, { body, contentType }, { cache: 'private, max-age=3600' });
    },
  );
}
