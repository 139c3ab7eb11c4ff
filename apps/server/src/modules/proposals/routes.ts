import {
  ZCreateProposalRequest,
  ZProposalByIdRequest,
  ZProposalIdParams,
  ZProposalListQuery,
} from '@aquadesk/shared/proposals.ts';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import { checkProposalFields, createProposal } from './operations/create-proposal.ts';
import { listProposals } from './operations/list-proposals.ts';
import { proposalForViewer, proposalImage } from './operations/proposal-detail.ts';

/** Proposals (spec 001 §2-§9, docs/api.md "Proposals"). */
export function proposalsRoutes(app: App, ctx: AppContext): void {
  callRoute.get(
    app,
    '/api/get-proposal-list',
    { action: 'proposal.list', query: ZProposalListQuery },
    (user, { query }) => listProposals(ctx, user, query),
  );

  createRoute(
    app,
    '/api/praposal_generater',
    {
      action: 'proposal.create',
      body: ZCreateProposalRequest,
      // the checks beyond the schema, named with its failures (docs/api.md "Validation errors")
      fieldChecks: async (request, fields) => (await checkProposalFields(ctx, actor(request), fields)).errors,
    },
    (user, body) => createProposal(ctx, user, body),
  );

  callRoute.post(
    app,
    '/api/get-singlepraposal-by-id',
    { action: 'proposal.view', body: ZProposalByIdRequest },
    async (user, { body }) => ({ data: await proposalForViewer(ctx, user, body.pid) }),
  );

  // the proposal's frozen product image and creator's signature, to those who may see the proposal
  for (const [path, which] of [
    ['/api/proposal-image/:id', 'image'],
    ['/api/proposal-sign/:id', 'sign'],
  ] as const) {
    app.get(
      path,
      { config: { action: 'proposal.view' }, schema: { params: ZProposalIdParams } },
      async (request, reply) => {
        const { data: body, contentType } = await proposalImage(
          ctx,
          actor(request),
          request.params.id,
          which,
        );
        return sendFile(reply, { body, contentType }, { cache: 'private, max-age=3600' });
      },
    );
  }
}
