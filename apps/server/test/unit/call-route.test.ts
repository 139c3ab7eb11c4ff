import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthUser } from '../../src/platform/auth-user.ts';
import { callRoute } from '../../src/platform/call-route.ts';

// issue 42 item 2: a plain call is registered through one helper; what it hands Fastify and what it answers
describe('callRoute', () => {
  const caller: AuthUser = {
    id: 7,
    name: 'Asha',
    email: 'asha@example.com',
    userType: 'admin',
    permissions: [],
    districtIds: [],
    districts: [],
  };
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  const registered = new Map<string, RouteOptions>();
  const params = z.object({ id: z.coerce.number().int() });
  const query = z.object({ q: z.string().max(10).optional() });
  const body = z.object({ name: z.string().max(10) });
  const fieldChecks = async () => ({});

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('user', null);
    // the signed-in caller, as platform/authorize.ts sets it
    app.addHook('onRequest', async (request) => {
      request.user = caller;
    });
    app.addHook('onRoute', (route) => {
      registered.set(`${route.method} ${route.url}`, route);
    });
    callRoute.put(
      app,
      '/api/things/:id',
      { action: 'client.edit', params, query, body, idempotent: 'user', fieldChecks },
      async (user, input) => ({ data: { by: user.id, ...input } }),
    );
    callRoute.get(app, '/api/things', { action: 'client.list' }, async (user) => ({ by: user.name }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('passes the action, the schemas and the config to Fastify', () => {
    const put = registered.get('PUT /api/things/:id');
    expect(put?.config).toEqual({ action: 'client.edit', idempotent: 'user', fieldChecks });
    expect(put?.schema?.params).toBe(params);
    expect(put?.schema?.querystring).toBe(query);
    expect(put?.schema?.body).toBe(body);
    const get = registered.get('GET /api/things');
    expect(get?.config).toEqual({ action: 'client.list' });
    expect(get?.schema).toBeUndefined();
  });

  it('answers 200 with what the operation returns for the caller and the checked parts', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/things/12?q=tap',
      payload: { name: 'Pump' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { by: 7, params: { id: 12 }, query: { q: 'tap' }, body: { name: 'Pump' } },
    });
    const plain = await app.inject({ method: 'GET', url: '/api/things' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ by: 'Asha' });
  });

  it('refuses what its schemas refuse before the operation runs', async () => {
    const tooLong = await app.inject({
      method: 'PUT',
      url: '/api/things/12',
      payload: { name: 'a name far too long' },
    });
    expect(tooLong.statusCode).toBe(400);
    const notAnId = await app.inject({ method: 'PUT', url: '/api/things/x', payload: { name: 'Pump' } });
    expect(notAnId.statusCode).toBe(400);
  });
});
