import type { Product } from './catalogue.ts';
import type { ClientRow, NoteWire, RecordWire } from './clients.ts';
import type { CompanyProfile } from './company.ts';
import type { ContactMessage } from './contact.ts';
import type { ContractListRow } from './contracts.ts';
import type { DeptNode } from './departments.ts';
import type { EInvoiceQueueRow } from './e-invoice-status.ts';
import type { EmployeeRecord, RoleEntry } from './employees.ts';
import type { EquipmentRow } from './equipment.ts';
import type { ReadyToInvoiceChange } from './estimate-invoice.ts';
import type { EstimateListRow } from './estimates.ts';
import type { InvoiceListRow } from './invoices.ts';
import type { LeaveRecord } from './leave.ts';
import type { NotificationEvent, NotificationsReadEvent } from './notifications.ts';
import type { PartUpdate } from './parts.ts';
import type { ProposalListRow } from './proposals.ts';
import type { ResellerRow } from './resellers.ts';
import type { OrgItem, SiteRow } from './sites.ts';
import type { VisitRow } from './visits.ts';
import type { TaskRow, WorkCommentEvent, WorkMentionEvent } from './work.ts';

/** Live event names, letter for letter as the spec's client listens for them (spec 000 §7, spec 001 §4). */
export const EVENTS = {
  site: 'site',
  resellerSite: 'reseller_site',
  updateSite: 'update_site',
  addOrg: 'add_org',
  equipmentAdd: 'equipment_add',
  equipmentUpdate: 'equipment_update',
  updateRoles: 'update_roles',
  employee: 'employee',
  updateEmployee: 'update_employee',
  updateEmail: 'update_email',
  updateLeave: 'update_leave',
  updateEditLeave: 'update_edit_leave',
  reseller: 'reseller',
  updateReseller: 'update_reseller',
  client: 'client',
  updateClient: 'update_client',
  addNote: 'add_note',
  editNote: 'edit_note',
  removeNote: 'remove_note',
  updateWorkRecord: 'update_work_record',
  editWorkRecord: 'edit_work_record',
  product: 'product',
  updateProduct: 'update_product',
  contactMessage: 'contact_message',
  dept: 'dept',
  weAdd: 'we_add',
  weApprove: 'we_approve',
  weStart: 'we_start',
  weFinish: 'we_finish',
  awStart: 'aw_start',
  awFinish: 'aw_finish',
  awReview: 'aw_review',
  workAdd: 'work_add',
  newMaintenanceTask: 'new_maintenance_task',
  newWorkTask: 'new_work_task',
  invoiceAdd: 'invoice_add',
  invoiceIssued: 'invoice_issued',
  invoiceCancelled: 'invoice_cancelled',
  invoiceNote: 'invoice_note',
  invoicePaid: 'invoice_paid',
  invoiceRefunded: 'invoice_refunded',
  invoiceUpdate: 'invoice_update',
  invoiceRemove: 'invoice_remove',
  readyToInvoice: 'ready_to_invoice',
  eInvoice: 'e_invoice',
  workComment: 'work_comment',
  workMention: 'work_mention',
  proposalAdd: 'proposal_add',
  contractAdd: 'contract_add',
  contractUpdate: 'contract_update',
  visitUpdate: 'visit_update',
  callUpdate: 'call_update',
  partUpdate: 'part_update',
  companyProfile: 'company_profile',
  sessionEnded: 'session_ended',
  notification: 'notification',
  notificationsRead: 'notifications_read',
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

/** The events that carry a task row (spec 001 §4): a task registered, started, submitted, reviewed or forwarded. */
export const TASK_EVENTS = [
  EVENTS.awStart,
  EVENTS.awFinish,
  EVENTS.awReview,
  EVENTS.workAdd,
  EVENTS.newMaintenanceTask,
  EVENTS.newWorkTask,
] as const;

/** The events of an estimate that moved on (approved, started, finished); `we_add` is a new one. */
export const ESTIMATE_MOVE_EVENTS = [EVENTS.weApprove, EVENTS.weStart, EVENTS.weFinish] as const;

/**
 * The events of an invoice that carry its list row (docs/api.md "Tax invoices", live events): one per thing
 * that happened to it. The invoice lists put the row in place on each; `invoice_remove` takes a deleted
 * draft out.
 */
export const INVOICE_ROW_EVENTS = [
  EVENTS.invoiceAdd,
  EVENTS.invoiceIssued,
  EVENTS.invoiceCancelled,
  EVENTS.invoiceNote,
  EVENTS.invoicePaid,
  EVENTS.invoiceRefunded,
  EVENTS.invoiceUpdate,
] as const;

/** The invoice events that change the books, on which the receivables, the registers and GSTR-1 refetch. */
export const INVOICE_BOOK_EVENTS = [
  EVENTS.invoiceIssued,
  EVENTS.invoiceCancelled,
  EVENTS.invoiceNote,
  EVENTS.invoicePaid,
  EVENTS.invoiceRefunded,
] as const;

/** An invoice event that carries the list row. */
export type InvoiceRowEvent = (typeof INVOICE_ROW_EVENTS)[number];

/** `invoice_remove`: the draft that was deleted. */
export interface InvoiceRemovedEvent {
  id: number;
}

/** spec 000 §7: a new e-mail address, so every form that checks uniqueness learns it. */
export interface EmailAddedEvent {
  email: string;
}

/**
 * The payload of each live event the server sends, so `emit` and the web's socket hook are typed end to
 * end. Who receives each one is decided by the helpers in audiences.ts (named in the comments). A new
 * area's events join this map with their domain.
 */
export interface EventPayloads {
  /** sitesAudience / the creating reseller */
  site: SiteRow;
  /** toAdmins */
  reseller_site: SiteRow;
  /** sitesAudience, or toAdmins and the creator while pending */
  update_site: SiteRow;
  /** clientManagersAnd(creator) */
  add_org: OrgItem;
  /** equipmentAudience: a piece added at a site (issue 43 item 1) */
  equipment_add: EquipmentRow;
  /** equipmentAudience: a piece edited, retired or returned to service */
  equipment_update: EquipmentRow;
  /** toAdmins */
  update_roles: RoleEntry;
  /** toAdmins */
  employee: EmployeeRecord;
  /** toAdmins */
  update_employee: EmployeeRecord;
  /** emailWatchers, or clientListWatchers for a reseller's address */
  update_email: EmailAddedEvent;
  /** leaveAudience(owner) */
  update_leave: LeaveRecord;
  /** leaveAudience(owner) */
  update_edit_leave: LeaveRecord;
  /** toAdmins */
  reseller: ResellerRow;
  /** toAdmins */
  update_reseller: ResellerRow;
  /** clientManagersAnd(creator) */
  client: ClientRow;
  /** clientManagersAnd(creator) */
  update_client: ClientRow;
  /** clientPageAnd(author) */
  add_note: NoteWire;
  /** clientPageAnd(author) */
  edit_note: NoteWire;
  /** clientPageAnd(author) */
  remove_note: NoteWire;
  /** clientPageAnd(author) */
  update_work_record: RecordWire;
  /** clientPageAnd(author) */
  edit_work_record: RecordWire;
  /** productManagers */
  product: Product;
  /** productManagers */
  update_product: Product;
  /** toAdmins */
  contact_message: ContactMessage;
  /** everyStaffRole */
  dept: DeptNode;
  /** estimateAudience */
  we_add: EstimateListRow;
  /** estimateAudience */
  we_approve: EstimateListRow;
  /** estimateAudience */
  we_start: EstimateListRow;
  /** estimateAudience */
  we_finish: EstimateListRow;
  /** invoiceAudience: a draft made (by hand or from a job card); the row as GET /get-invoic-list answers it */
  invoice_add: InvoiceListRow;
  /** invoiceAudience: an invoice entered the books with its number (a draft issued, an invoice made and
   * issued at once, an opening balance imported); the list row */
  invoice_issued: InvoiceListRow;
  /** invoiceAudience: an issued invoice cancelled; the list row */
  invoice_cancelled: InvoiceListRow;
  /** invoiceAudience: a credit or a debit note raised against the invoice; the invoice's list row */
  invoice_note: InvoiceListRow;
  /** invoiceAudience: a payment settled (online, or recorded by finance); the list row */
  invoice_paid: InvoiceListRow;
  /** invoiceAudience: a refund recorded; the list row */
  invoice_refunded: InvoiceListRow;
  /** invoiceAudience: anything else the row shows (a draft edited, a reminder or the invoice mailed, its
   * e-invoice registration changed); the list row */
  invoice_update: InvoiceListRow;
  /** invoiceAudience: a draft deleted; its id */
  invoice_remove: InvoiceRemovedEvent;
  /** readyToInvoiceAudience: a job card joined the queue (finished, or its invoice cancelled or its draft
   * deleted) or left it (an invoice made from it) */
  ready_to_invoice: ReadyToInvoiceChange;
  /** invoiceAudience: a document's e-invoice registration changed (queued, registered, failed, cancelled…) */
  e_invoice: EInvoiceQueueRow;
  /** taskAudience: a task started */
  aw_start: TaskRow;
  /** taskAudience: a task submitted for review */
  aw_finish: TaskRow;
  /** taskAudience: a task reviewed (FINISHED or RE:IN PROGRESS) */
  aw_review: TaskRow;
  /** taskAudience: a task forwarded (its new people included) */
  work_add: TaskRow;
  /** taskAudience: a task registered by /add-maintenance */
  new_maintenance_task: TaskRow;
  /** taskAudience: a task registered by /add-new-work */
  new_work_task: TaskRow;
  /** taskAudience: a new comment on the task `id` (per-task: a client filters on `id`) */
  work_comment: WorkCommentEvent;
  /** toUsers(mentioned): a comment mentions this user */
  work_mention: WorkMentionEvent;
  /** proposalAudience(creator): a proposal was generated; the row as GET /get-proposal-list answers it */
  proposal_add: ProposalListRow;
  /** contractAudience: a contract drafted; the row as GET /api/contracts answers it */
  contract_add: ContractListRow;
  /** contractAudience: a contract edited, activated, cancelled, expired or sent; the list row */
  contract_update: ContractListRow;
  /** visitAudience(technicians): a visit moved, given to another technician or made a task */
  visit_update: VisitRow;
  /** the call's people, its client and the directors: a breakdown call paused or resumed (issue 43 item 7) */
  call_update: { task_id: number };
  /** partsAudience(task): a part line added, removed, invoiced or freed (issue 43 item 5) */
  part_update: PartUpdate;
  /** companyProfileWatchers: the company profile saved; the version now in force */
  company_profile: CompanyProfile;
  /** the user whose password changed */
  session_ended: Record<string, never>;
  /** toUsers(recipient): a notification for this user, with their unread count */
  notification: NotificationEvent;
  /** toUsers(reader): notifications read in one of their sessions, with their unread count */
  notifications_read: NotificationsReadEvent;
}

/** An event the server emits (has a payload type in EventPayloads). */
export type EmittedEvent = keyof EventPayloads & EventName;
