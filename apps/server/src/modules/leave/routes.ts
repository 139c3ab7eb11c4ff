import {
  ZApplyLeaveRangeRequest,
  ZApplyLeaveRequest,
  ZApproveLeaveRequest,
  ZApproveLeavesRequest,
  ZLeaveListQuery,
  ZLeaveSummaryQuery,
  ZUpdateLeaveRequest,
} from '@aquadesk/shared/leave.ts';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import { listRoute } from '../../platform/list-export.ts';
import { applyLeaveRange } from './operations/apply-leave-range.ts';
import { approveLeaves } from './operations/bulk-leave.ts';
import { exportLeaves } from './operations/export-leaves.ts';
import { applyLeave, approveLeave, leaveSummary, listLeaves, updateLeave } from './operations/leave.ts';

export function leaveRoutes(app: App, ctx: AppContext): void {
  // ?format=csv|xlsx: every leave the caller may see and the filters match, as a file (docs/api.md "Lists")
  listRoute(
    app,
    '/api/get_leaves',
    { action: 'leave.list', query: ZLeaveListQuery },
    (user, query) => listLeaves(ctx, user, query),
    (user, query, format) => exportLeaves(ctx, user, query, format),
  );

  createRoute(app, '/api/apply-leave', { action: 'leave.apply', body: ZApplyLeaveRequest }, (user, body) =>
    applyLeave(ctx, user, body),
  );

  // beyond the spec: one leave per working day of a range, all or none (docs/api.md "Leave")
  createRoute(
    app,
    '/api/apply-leave-range',
    { action: 'leave.apply', body: ZApplyLeaveRangeRequest },
    (user, body) => applyLeaveRange(ctx, user, body),
  );

  callRoute.post(
    app,
    '/api/update-leave',
    { action: 'leave.update', body: ZUpdateLeaveRequest },
    async (user, { body }) => ({ data: await updateLeave(ctx, user, body) }),
  );

  callRoute.post(
    app,
    '/api/approve-leave',
    { action: 'leave.approve', body: ZApproveLeaveRequest },
    async (user, { body }) => ({ data: await approveLeave(ctx, user, body) }),
  );

  // issue 41 item 13: the ticked pending leaves approved or rejected at once, each as the call above decides it
  app.post(
    '/api/approve-leaves',
    { config: { action: 'leave.approve', idempotent: 'user' }, schema: { body: ZApproveLeavesRequest } },
    async (request) =>
      approveLeaves(ctx, actor(request), request.body, (leaveId, error) =>
        request.log.error({ leaveId, err: error }, 'bulk leave decision failed'),
      ),
  );

  // beyond the spec (issue #4): days taken this year per type; own, or everyone's for admin and finance
  callRoute.get(
    app,
    '/api/leave-summary',
    { action: 'leave.summary', query: ZLeaveSummaryQuery },
    (user, { query }) => leaveSummary(ctx, user, query),
  );
}
