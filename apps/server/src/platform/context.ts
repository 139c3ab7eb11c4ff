import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/types.ts';
import type { IrpProvider } from './irp/provider.ts';
import type { Mailer } from './mail.ts';
import type { Metrics } from './metrics.ts';
import type { PaymentProvider } from './payments/index.ts';
import type { PdfRenderer } from './pdf.ts';
import type { PollingJob } from './polling-job.ts';
import type { Realtime } from './realtime.ts';
import type { Storage } from './storage.ts';
import type { TableExporter } from './table-export.ts';
import type { TokenService } from './tokens.ts';

/** What every module's services get: the platform, built once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  realtime: Realtime;
  mailer: Mailer;
  payments: PaymentProvider;
  storage: Storage;
  tokens: TokenService;
  metrics: Metrics;
  /** The documents' PDF renderer: a pool of worker threads (platform/pdf.ts). */
  pdf: PdfRenderer;
  /** Lists written as CSV and XLSX files: a pool of worker threads of their own (platform/table-export.ts). */
  exports: TableExporter;
  /** The Invoice Registration Portal (EINVOICE_PROVIDER, platform/irp/index.ts). */
  irp: IrpProvider;
  /**
   * The e-invoice job of this process (docs/requirements/003-e-invoice.md §11), once the app is ready; null
   * with EINVOICE_JOBS=0 or EINVOICE_PROVIDER=off (another instance, or nobody, works the queue).
   */
  eInvoiceJob: PollingJob | null;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
