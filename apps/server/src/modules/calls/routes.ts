import {
  ZCallContractParams,
  ZCallTaskParams,
  ZPauseCallRequest,
  ZRaiseCallRequest,
} from '@aquadesk/shared/calls.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import { callSitePicks, raiseCall } from './operations/raise.ts';
import { contractSla } from './operations/sla.ts';
import { callClock, pauseCall, resumeCall } from './operations/view.ts';

/** Breakdown calls (issue 43 item 7, docs/api.md "Breakdown calls"): a client's report, the clock, pauses, SLA. */
export function callsRoutes(app: App, ctx: AppContext): void {
  callRoute.get(app, '/api/calls/picks', { action: 'call.raise' }, async (user) => ({
    data: await callSitePicks(ctx, user),
  }));

  createRoute(app, '/api/calls', { action: 'call.raise', body: ZRaiseCallRequest }, (user, body) =>
    raiseCall(ctx, user, body),
  );

  callRoute.get(
    app,
    '/api/calls/contracts/:contractId/sla',
    { action: 'contract.view', params: ZCallContractParams },
    async (user, { params }) => ({ data: await contractSla(ctx, user, params.contractId) }),
  );

  callRoute.get(
    app,
    '/api/calls/:taskId',
    { action: 'call.view', params: ZCallTaskParams },
    async (user, { params }) => ({ data: await callClock(ctx, user, params.taskId) }),
  );

  callRoute.post(
    app,
    '/api/calls/:taskId/pause',
    { action: 'call.pause', params: ZCallTaskParams, body: ZPauseCallRequest },
    async (user, { params, body }) => ({ data: await pauseCall(ctx, user, params.taskId, body.reason) }),
  );

  callRoute.post(
    app,
    '/api/calls/:taskId/resume',
    { action: 'call.pause', params: ZCallTaskParams },
    async (user, { params }) => ({ data: await resumeCall(ctx, user, params.taskId) }),
  );
}
