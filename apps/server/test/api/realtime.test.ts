import { EVENTS } from '@aquadesk/shared/events.ts';
import type { LeaveRecord } from '@aquadesk/shared/leave.ts';
import type { ResellerRow } from '@aquadesk/shared/resellers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRoom } from '../../src/platform/realtime.ts';
import { buildTestApp, revokeAllPermissions, type TestApp } from '../helpers.ts';
import { connectSocket, listenLocally, waitForRooms as waitForUserRooms } from '../sockets.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  url = await listenLocally(t);
});
afterAll(() => t.close());

const bare = (header: string) => header.replace('Bearer ', '');

const connect = (token?: string) => connectSocket(url, token);
const waitForRooms = (userId: number) => waitForUserRooms(t, userId);

describe('realtime', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connect()).rejects.toThrow(/unauthorized/);
    await expect(connect('forged')).rejects.toThrow(/unauthorized/);
  });

  it('delivers an event to the rooms of its audience only', async () => {
    const admin = await t.asRole('admin');
    const worker = await t.asRole('employee');
    const a = await connect(bare(admin.headers.authorization));
    const w = await connect(bare(worker.headers.authorization));
    await waitForRooms(admin.user.id);
    await waitForRooms(worker.user.id);
    const gotAdmin = new Promise((resolve) => a.once(EVENTS.reseller, resolve));
    let workerGot = false;
    w.on(EVENTS.reseller, () => {
      workerGot = true;
    });
    // the transport, not a domain: a stand-in payload
    t.ctx.realtime.emit(EVENTS.reseller, { id: 7 } as unknown as ResellerRow, { roles: ['admin'] });
    await expect(gotAdmin).resolves.toEqual({ id: 7 });
    const gotWorker = new Promise((resolve) => w.once(EVENTS.updateLeave, resolve));
    t.ctx.realtime.emit(EVENTS.updateLeave, { id: 1 } as unknown as LeaveRecord, { users: [worker.user.id] });
    await expect(gotWorker).resolves.toEqual({ id: 1 });
    expect(workerGot).toBe(false);
    a.close();
    w.close();
  });

  it('ends the sockets of a user whose password changes', async () => {
    const worker = await t.asRole('employee');
    const s = await connect(bare(worker.headers.authorization));
    await waitForRooms(worker.user.id);
    const ended = new Promise((resolve) => s.once('session_ended', resolve));
    const { changePassword } = await import('../../src/modules/accounts/operations/accounts.ts');
    await changePassword(t.ctx, worker.user.id, 'Other@1234');
    await expect(ended).resolves.toEqual({});
    s.close();
  });

  it('moves the sockets of a user whose permissions change: a demoted finance user stops receiving others leave', async () => {
    const admin = await t.adminHeaders();
    const finance = await t.asRole('finance');
    const worker = await t.asRole('employee');
    const f = await connect(bare(finance.headers.authorization));
    await waitForRooms(finance.user.id);
    const applyLeave = (date: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/apply-leave',
        headers: worker.headers,
        payload: { leave_date: date, half_day: 0, leave_type: 'Annual Leave', reason: 'Private reason' },
      });
    const seen: number[] = [];
    f.on(EVENTS.updateLeave, (leave: LeaveRecord) => seen.push(leave.user_id));

    const first = new Promise((resolve) => f.once(EVENTS.updateLeave, resolve));
    expect((await applyLeave('2031-03-03')).statusCode).toBe(201);
    await expect(first).resolves.toMatchObject({ user_id: worker.user.id });

    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/edit-employee',
      headers: admin,
      payload: revokeAllPermissions(finance.user),
    });
    expect(edit.statusCode).toBe(200);
    // the socket stays connected, in its own room, and no longer in role:finance
    for (let i = 0; i < 50; i++) {
      const [socket] = await t.ctx.realtime.io!.in(`user:${finance.user.id}`).fetchSockets();
      if (socket && !socket.rooms.has('role:finance')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const [socket] = await t.ctx.realtime.io!.in(`user:${finance.user.id}`).fetchSockets();
    expect([...(socket?.rooms ?? [])].sort()).toEqual(
      [
        'role:employee',
        `user:${finance.user.id}`,
        sessionRoom(bare(finance.headers.authorization)),
        f.id,
      ].sort(),
    );

    // a later leave of someone else reaches the admins, not the demoted user; their own still does
    const w = await connect(bare(worker.headers.authorization));
    await waitForRooms(worker.user.id);
    const ownerGot = new Promise((resolve) => w.once(EVENTS.updateLeave, resolve));
    expect((await applyLeave('2031-03-04')).statusCode).toBe(201);
    await ownerGot;
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toEqual([worker.user.id]);
    f.close();
    w.close();
  });
});
