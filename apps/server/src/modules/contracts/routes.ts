import { ZBillPeriodRequest } from '@aquadesk/shared/contract-billing.ts';
import {
  ZCancelContractRequest,
  ZContractClientPickQuery,
  ZContractEquipmentPickQuery,
  ZContractIdParams,
  ZContractListQuery,
  ZContractPickSearch,
  ZContractRequest,
  ZContractSitePickQuery,
} from '@aquadesk/shared/contracts.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import { listRoute } from '../../platform/list-export.ts';
import { activateContract } from './operations/activate.ts';
import { billingPlan, billNow } from './operations/billing.ts';
import { cancelContract } from './operations/cancel.ts';
import { contractDetail } from './operations/contract-detail.ts';
import { checkContractFields } from './operations/contract-fields.ts';
import { exportContracts, listContracts } from './operations/list-contracts.ts';
import {
  contractClientPicks,
  contractEquipmentPicks,
  contractFormOptions,
  contractProductPicks,
  contractSitePicks,
  contractStaffPicks,
} from './operations/picks.ts';
import { createContract, editContract } from './operations/save-contract.ts';

/**
 * Service contracts (issue 43 item 2, docs/api.md "Contracts"). The contract's PDF and its Send are the
 * documents domain's (GET /api/contract-pdf/:id, POST /api/send-contract).
 */
export function contractsRoutes(app: App, ctx: AppContext): void {
  // the checks beyond the schema, named with its failures (docs/api.md "Validation errors")
  const fieldChecks = (_request: unknown, fields: Record<string, unknown>) =>
    checkContractFields(ctx, fields);

  listRoute(
    app,
    '/api/contracts',
    { action: 'contract.view', query: ZContractListQuery },
    (_user, query) => listContracts(ctx, query),
    (_user, query, format) => exportContracts(ctx, query, format),
  );

  createRoute(
    app,
    '/api/contracts',
    { action: 'contract.manage', body: ZContractRequest, fieldChecks },
    (user, body) => createContract(ctx, user, body),
  );

  // the form: the company's GST rates and the usual SAC, then its pickers
  callRoute.get(app, '/api/contracts/options', { action: 'contract.manage' }, () => contractFormOptions(ctx));
  callRoute.get(
    app,
    '/api/contracts/picks/clients',
    { action: 'contract.manage', query: ZContractClientPickQuery },
    (user, { query }) => contractClientPicks(ctx, user, query),
  );
  callRoute.get(
    app,
    '/api/contracts/picks/sites',
    { action: 'contract.manage', query: ZContractSitePickQuery },
    (user, { query }) => contractSitePicks(ctx, user, query),
  );
  callRoute.get(
    app,
    '/api/contracts/picks/equipment',
    { action: 'contract.manage', query: ZContractEquipmentPickQuery },
    (_user, { query }) => contractEquipmentPicks(ctx, query.site_ids),
  );
  callRoute.get(
    app,
    '/api/contracts/picks/products',
    { action: 'contract.manage', query: ZContractPickSearch },
    (_user, { query }) => contractProductPicks(ctx, query.search),
  );
  callRoute.get(
    app,
    '/api/contracts/picks/staff',
    { action: 'contract.manage', query: ZContractPickSearch },
    (_user, { query }) => contractStaffPicks(ctx, query.search),
  );

  callRoute.get(
    app,
    '/api/contracts/:id',
    { action: 'contract.view', params: ZContractIdParams },
    async (_user, { params }) => ({ data: await contractDetail(ctx, params.id) }),
  );

  callRoute.put(
    app,
    '/api/contracts/:id',
    { action: 'contract.manage', params: ZContractIdParams, body: ZContractRequest, fieldChecks },
    async (user, { params, body }) => ({ data: await editContract(ctx, user, params.id, body) }),
  );

  callRoute.post(
    app,
    '/api/contracts/:id/activate',
    { action: 'contract.activate', params: ZContractIdParams },
    async (user, { params }) => ({ data: await activateContract(ctx, user, params.id) }),
  );

  callRoute.post(
    app,
    '/api/contracts/:id/cancel',
    { action: 'contract.cancel', params: ZContractIdParams, body: ZCancelContractRequest },
    async (user, { params, body }) => ({ data: await cancelContract(ctx, user, params.id, body) }),
  );

  // contract billing (issue 43 item 8, docs/api.md "Contract billing"): the plan, and Bill now / Make again
  callRoute.get(
    app,
    '/api/contracts/:id/billing',
    { action: 'contract.view', params: ZContractIdParams },
    async (_user, { params }) => ({ data: await billingPlan(ctx, params.id) }),
  );
  createRoute(
    app,
    '/api/contract-bills',
    { action: 'contract.bill', body: ZBillPeriodRequest },
    (user, body) => billNow(ctx, user, body),
  );
}
