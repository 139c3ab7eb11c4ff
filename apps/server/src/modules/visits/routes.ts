import { zSearch } from '@aquadesk/shared/paging.ts';
import {
  ZContractVisitsParams,
  ZContractVisitsQuery,
  ZMoveVisitRequest,
  ZReassignVisitRequest,
  ZVisitIdParams,
  ZVisitRangeQuery,
} from '@aquadesk/shared/visits.ts';
import { z } from 'zod';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { contractVisits, visitCalendar, visitDetail, visitTechnicians } from './operations/calendar.ts';
import { moveVisit, reassignVisit } from './operations/change.ts';

/**
 * The visit schedule (issue 43 item 3, docs/api.md "Visits"): the calendar, a contract's visits, a visit, its
 * move and technician.
 */
export function visitsRoutes(app: App, ctx: AppContext): void {
  callRoute.get(
    app,
    '/api/visits',
    { action: 'visit.view', query: ZVisitRangeQuery },
    async (user, { query }) => ({
      data: await visitCalendar(ctx, user, query),
    }),
  );

  callRoute.get(
    app,
    '/api/visits/technicians',
    { action: 'visit.view', query: z.object({ search: zSearch.optional() }) },
    async (user, { query }) => ({ data: await visitTechnicians(ctx, user, query.search) }),
  );

  callRoute.get(
    app,
    '/api/visits/contract/:id',
    { action: 'visit.view', params: ZContractVisitsParams, query: ZContractVisitsQuery },
    (user, { params, query }) => contractVisits(ctx, user, params.id, query),
  );

  callRoute.get(
    app,
    '/api/visits/:id',
    { action: 'visit.view', params: ZVisitIdParams },
    async (user, { params }) => ({
      data: await visitDetail(ctx, user, params.id),
    }),
  );

  callRoute.post(
    app,
    '/api/visits/:id/move',
    { action: 'visit.plan', params: ZVisitIdParams, body: ZMoveVisitRequest },
    async (user, { params, body }) => ({ data: await moveVisit(ctx, user, params.id, body.planned_on) }),
  );

  callRoute.post(
    app,
    '/api/visits/:id/reassign',
    { action: 'visit.plan', params: ZVisitIdParams, body: ZReassignVisitRequest },
    async (user, { params, body }) => ({
      data: await reassignVisit(ctx, user, params.id, body.technician_id),
    }),
  );
}
