import type { App, AppContext } from '../platform/context.ts';
import { accountsRoutes } from './accounts/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { callResolved, callResponded } from './calls/operations/clock.ts';
import { openCall } from './calls/operations/open-call.ts';
import { callsRoutes } from './calls/routes.ts';
import { provideClientEstimates } from './clients/operations/client-estimates.ts';
import { clientsRoutes } from './clients/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { contractsRoutes } from './contracts/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { departmentRoutes } from './departments/routes.ts';
import { receiptAttachment } from './documents/operations/receipt-pdf.ts';
import { sendOnIssue } from './documents/operations/send-document.ts';
import { invoiceSource } from './documents/operations/send-sources.ts';
import { documentsRoutes } from './documents/routes.ts';
import { invoiceRegistrations } from './e-invoices/operations/registrations.ts';
import { eInvoicesRoutes } from './e-invoices/routes.ts';
import { employeeRoutes } from './employees/routes.ts';
import { providePieceCalls } from './equipment/operations/piece-calls.ts';
import { equipmentRoutes } from './equipment/routes.ts';
import { estimatesOfClient } from './estimates/operations/client-estimates.ts';
import { estimatesRoutes } from './estimates/routes.ts';
import { gstr1Routes } from './gstr1/routes.ts';
import { importsRoutes } from './imports/routes.ts';
import { provideIssueMail } from './invoices/operations/issue-mail.ts';
import { provideRegistrations } from './invoices/operations/registrations.ts';
import { invoicesRoutes } from './invoices/routes.ts';
import { leaveRoutes } from './leave/routes.ts';
import { notificationsRoutes } from './notifications/routes.ts';
import { partsRoutes } from './parts/routes.ts';
import { provideReceiptAttachments } from './payments/operations/receipt-attachments.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { productRoutes } from './products/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { profitRoutes } from './profit/routes.ts';
import { proposalsRoutes } from './proposals/routes.ts';
import { publicRoutes } from './public/routes.ts';
import { receivablesRoutes } from './receivables/routes.ts';
import { registersRoutes } from './registers/routes.ts';
import { resellersRoutes } from './resellers/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { sitesRoutes } from './sites/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { visitsRoutes } from './visits/routes.ts';
import { provideCallHooks } from './work/operations/call-hooks.ts';
import { equipmentCalls } from './work/operations/equipment-calls.ts';
import { workRoutes } from './work/routes.ts';

/** A domain's routes: every module exports one of these and is listed below. */
export type RouteModule = (app: App, ctx: AppContext) => void;

const MODULES: readonly RouteModule[] = [
  systemRoutes,
  authRoutes,
  accountsRoutes,
  clientsRoutes,
  sitesRoutes,
  resellersRoutes,
  equipmentRoutes,
  employeeRoutes,
  profileRoutes,
  leaveRoutes,
  departmentRoutes,
  publicRoutes,
  productRoutes,
  profitRoutes,
  estimatesRoutes,
  invoicesRoutes,
  paymentsRoutes,
  eInvoicesRoutes,
  receivablesRoutes,
  registersRoutes,
  gstr1Routes,
  companyRoutes,
  workRoutes,
  proposalsRoutes,
  contractsRoutes,
  partsRoutes,
  visitsRoutes,
  callsRoutes,
  documentsRoutes,
  dashboardRoutes,
  searchRoutes,
  notificationsRoutes,
  importsRoutes,
];

/** Every domain's routes, registered in one place with one signature. */
export function registerModules(app: App, ctx: AppContext): void {
  // a receipt mail attaches the receipt's PDF, which the documents domain renders
  provideReceiptAttachments(receiptAttachment);
  // issuing mails the invoice when the company sends on issue (issue 41 item 4): the documents domain sends it
  provideIssueMail((c, user, id) => sendOnIssue(c, user, id, () => invoiceSource(c, id)));
  // invoices shows and checks a document's registration at the IRP, which the e-invoices domain keeps
  provideRegistrations(invoiceRegistrations);
  // the client page links the client's job cards, which the estimates domain keeps
  provideClientEstimates(estimatesOfClient);
  // a piece's history lists the maintenance calls that name it, which the work domain keeps
  providePieceCalls(equipmentCalls);
  // a maintenance task is a breakdown call, whose clock the calls domain keeps
  provideCallHooks({ opened: openCall, responded: callResponded, resolved: callResolved });
  for (const register of MODULES) register(app, ctx);
}
