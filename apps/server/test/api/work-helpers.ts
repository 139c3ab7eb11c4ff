import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { tasks } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers.ts';

/** Shared set-up of the work API tests (work.test.ts, work-state-machine.test.ts). */
export type Headers = { authorization: string };

export { clientWithSite, tinyPng } from '../fixtures.ts';

/** A multipart body with text fields and any number of file parts. */
export function form(
  fields: Record<string, string>,
  files: { field: string; data: Buffer; name?: string; type?: string }[] = [],
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----work${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name ?? 'photo.png'}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The calls of the work API, bound to one test app. */
export function workCalls(t: TestApp) {
  const post = (path: string, headers: Headers | Record<string, never>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers,
      payload: payload as Record<string, unknown>,
    });
  const multi = (path: string, headers: Headers, body: ReturnType<typeof form>) =>
    t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  return {
    post,
    multi,
    maintenance: (headers: Headers, body: Record<string, unknown>) => post('/add-maintenance', headers, body),
    /** A maintenance task at `siteId` for `users`: a pump with no flow, due on 1 December 2026. */
    pumpMaintenance: (headers: Headers, siteId: number, users: number[]) =>
      post('/add-maintenance', headers, {
        panel_type: 'Pump',
        site_id: siteId,
        complaint: 'No flow',
        users_id: users,
        worktype: 'Maintenance',
        priority: 'MEDIUM',
        deadline: '2026-12-01',
      }),
    newWork: (headers: Headers, body: Record<string, unknown>) => post('/add-new-work', headers, body),
    forward: (headers: Headers, id: number, worktype: string, users: number[]) =>
      post('/forward-work', headers, { id, worktype, users_id: users }),
    start: (headers: Headers, id: number, worktype: string, time = '2026-11-20T09:00:00Z') =>
      post('/start-addwork', headers, { id, worktype, time }),
    startWithImage: (headers: Headers, id: number, worktype: string, image: Buffer, type = 'image/png') =>
      multi(
        '/start-addwork',
        headers,
        form({ id: String(id), worktype }, [{ field: 'image', data: image, type }]),
      ),
    finish: (
      headers: Headers,
      id: number,
      worktype: string,
      extra: Record<string, string> = {},
      images: Buffer[] = [],
    ) =>
      multi(
        '/finish-addwork',
        headers,
        form(
          { id: String(id), worktype, time: '2026-11-20T12:30:00Z', ...extra },
          images.map((data) => ({ field: 'images', data })),
        ),
      ),
    review: (
      headers: Headers,
      id: number,
      worktype: string,
      status: 'APPROVED' | 'REOPENED',
      rating: unknown = 4,
      comment = 'Good work',
    ) => post('/review-addwork', headers, { id, worktype, status, rating, comment }),
    report: (headers: Headers | Record<string, never>, id: number, worktype: string) =>
      post('/get-workreport-by-id', headers, { id, worktype }),
    comment: (
      headers: Headers,
      id: number,
      worktype: string,
      message: unknown,
      image?: Buffer,
      type?: string,
    ) =>
      multi(
        '/work-comment',
        headers,
        form(
          {
            id: String(id),
            worktype,
            message: typeof message === 'string' ? message : JSON.stringify(message),
          },
          image ? [{ field: 'image', data: image, ...(type ? { type } : {}) }] : [],
        ),
      ),
    list: (headers: Headers, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/get_all_works${query}`, headers }),
    taskCount: async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(tasks))[0]!.n,
  };
}
