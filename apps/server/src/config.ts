import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { gstinProblem, SERIES_PREFIX_PATTERN, stateOfCode } from '@aquadesk/shared/gst.ts';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { error: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** PAYMENT_PROVIDER's values (README "Configuration"). */
export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox', 'off'] as const;
export type PaymentProviderSetting = (typeof PAYMENT_PROVIDERS)[number];

/** EINVOICE_PROVIDER's values (README "Configuration", docs/requirements/003-e-invoice.md §11). */
export const EINVOICE_PROVIDERS = ['sandbox', 'gsp', 'off'] as const;
export type EInvoiceProviderSetting = (typeof EINVOICE_PROVIDERS)[number];

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Every environment variable the server reads, with its default (README "Configuration"). */
const ZEnv = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres://' })
      .optional(),
  ),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be an e-mail address' }))
    .default('admin@example.com'),
  ADMIN_PASSWORD: optionalText,
  DEMO_DATA: bool.optional(),
  JWT_SECRET: optionalText.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, { error: 'must look like 12h, 30m or 7d' })
    .default('12h'),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('AquaDesk <no-reply@aquadesk.local>'),
  // unset: the address the server listens on (issue 31: mailed links followed PORT nowhere), see loadConfig
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://aquadesk.example.in' }).optional(),
  BRAND_NAME: z.string().trim().min(1).default('AquaDesk'),
  COMPANY_NAME: z.string().trim().min(1).default('AquaDesk Environmental Engineering Pvt. Ltd.'),
  COMPANY_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default('2nd Floor, Riverside Towers, MG Road, Thrissur, Kerala 680001'),
  COMPANY_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be an e-mail address' }))
    .default('info@aquadesk.in'),
  COMPANY_PHONE: z.string().trim().min(1).default('+91 487 242 0000'),
  /**
   * The first company GST profile's defaults (docs/requirements/002-gst.md §1): once the profile is saved in
   * Settings, the database holds it and these are not read again.
   */
  COMPANY_STATE_CODE: z
    .string()
    .trim()
    .refine((code) => stateOfCode(code) !== undefined, {
      error: 'must be a GST state code such as 32 (Kerala)',
    })
    .default('32'),
  COMPANY_GSTIN: optionalText.pipe(
    z
      .string()
      .toUpperCase()
      .refine((gstin) => gstinProblem(gstin) === null, { error: 'must be a valid GSTIN (15 characters)' })
      .optional(),
  ),
  INVOICE_PREFIX: z
    .string()
    .trim()
    .toUpperCase()
    .regex(SERIES_PREFIX_PATTERN, { error: 'must be 1 to 5 letters or digits' })
    .default('AQ'),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** Razorpay's API origin; only tests point it elsewhere (a local stub). */
  RAZORPAY_API_URL: z.url({ error: 'must be a URL' }).default('https://api.razorpay.com'),
  /**
   * Who takes online payments (docs/decisions/0004-payments.md): unset, Razorpay when both keys are set,
   * else the sandbox while demo data is on, else off.
   */
  PAYMENT_PROVIDER: optionalText.pipe(
    z
      .string()
      .toLowerCase()
      .pipe(z.enum(PAYMENT_PROVIDERS, { error: 'must be razorpay, sandbox or off' }))
      .optional(),
  ),
  /** The company's bank account for payment by bank transfer (the quick pay page while payments are off). */
  BANK_ACCOUNT_NAME: optionalText.pipe(
    z.string().max(100, { error: 'must be at most 100 characters' }).optional(),
  ),
  BANK_ACCOUNT_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\d{9,18}$/, { error: 'must be the account number, 9 to 18 digits' })
      .optional(),
  ),
  BANK_IFSC: optionalText.pipe(
    z
      .string()
      .toUpperCase()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, { error: 'must be an IFSC code such as SBIN0001234' })
      .optional(),
  ),
  /** The bank and branch, as the payer's bank asks for them ("State Bank of India, MG Road, Thrissur"). */
  BANK_NAME: optionalText.pipe(z.string().max(200, { error: 'must be at most 200 characters' }).optional()),
  /** The company's UPI id (payee VPA, e.g. aquadesk@okaxis): printed invoices carry a UPI QR code. */
  UPI_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z0-9.-]{2,64}$/, { error: 'must look like name@bank' })
      .optional(),
  ),
  UPLOAD_MAX_MB: z.coerce.number({ error: 'must be a number of megabytes' }).positive().max(100).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `1`/`0`, or the proxies' addresses (deploy/README.md): only those hops of X-Forwarded-For are believed. */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, check) => {
      const flag = bool.safeParse(v);
      if (flag.success) return flag.data;
      const addresses = v.split(',').map((a) => a.trim());
      if (addresses.every(isAddressOrRange)) return addresses;
      check.addIssue({
        code: 'custom',
        message: 'must be 1, 0 or the proxy addresses (such as 127.0.0.1 or 10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }),
  /** Seconds a shutdown waits for requests in flight before it closes what is left (main.ts). */
  SHUTDOWN_TIMEOUT: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive({ error: 'must be a number of seconds' })
    .max(3600)
    .default(10),
  /** Bearer token of GET /metrics (docs/operations.md "Metrics"); without it the endpoint is off (404). */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  /**
   * Who registers e-invoices with the IRP (docs/requirements/003-e-invoice.md §11): unset, the sandbox while
   * demo data is on, else off.
   */
  EINVOICE_PROVIDER: optionalText.pipe(
    z
      .string()
      .toLowerCase()
      .pipe(z.enum(EINVOICE_PROVIDERS, { error: 'must be sandbox, gsp or off' }))
      .optional(),
  ),
  /** The sandbox IRP's RSA private key (PKCS #8 PEM); unset, a key made once per process. */
  EINVOICE_SANDBOX_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----$/, {
        error: 'must be an RSA private key in PKCS #8 PEM (-----BEGIN PRIVATE KEY-----)',
      })
      .optional(),
  ),
  /** The GST Suvidha Provider's API origin (https; http only to 127.0.0.1 or localhost, for tests). */
  EINVOICE_GSP_ORIGIN: optionalText.pipe(
    z
      .url({ error: 'must be a URL such as https://gsp.example.in' })
      .refine(
        (v) => {
          const url = new URL(v);
          return (
            url.protocol === 'https:' ||
            (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
          );
        },
        { error: 'must be an https:// URL (plain http only to 127.0.0.1 or localhost)' },
      )
      .optional(),
  ),
  EINVOICE_GSP_CLIENT_ID: optionalText.pipe(
    z.string().max(200, { error: 'must be at most 200 characters' }).optional(),
  ),
  EINVOICE_GSP_CLIENT_SECRET: optionalText.pipe(
    z.string().max(200, { error: 'must be at most 200 characters' }).optional(),
  ),
  EINVOICE_GSP_USERNAME: optionalText.pipe(
    z.string().max(200, { error: 'must be at most 200 characters' }).optional(),
  ),
  EINVOICE_GSP_PASSWORD: optionalText.pipe(
    z.string().max(200, { error: 'must be at most 200 characters' }).optional(),
  ),
  /** `0` stops this process's e-invoice job (docs/requirements/003-e-invoice.md §11); another instance works the queue. */
  EINVOICE_JOBS: bool.default(true),
  /** `0` stops the hourly overdue reminder mails of this process (docs/api.md "Overdue reminders"). */
  OVERDUE_REMINDERS: bool.default(true),
  /** `0` stops the hourly digest mails of unread notifications of this process (docs/api.md "Notifications"). */
  NOTIFICATION_DIGEST: bool.default(true),
  /** `0` stops this process's hourly contract billing (docs/api.md "Contract billing"); Bill now still bills. */
  CONTRACT_BILLING: bool.default(true),
});

/** An IPv4/IPv6 address, or one with a /prefix (a range). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  demoData: boolean;
  jwtSecret: string;
  jwtExpiresIn: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  brand: string;
  company: {
    name: string;
    address: string;
    email: string;
    phone: string;
    /** The first GST profile's state, GSTIN and invoice prefix (docs/requirements/002-gst.md §1). */
    stateCode: string;
    gstin: string | null;
    invoicePrefix: string;
  };
  /**
   * Who takes online payments, and why: `set` by PAYMENT_PROVIDER, or chosen by `keys` (both Razorpay keys
   * set), `demo` (the sandbox while demo data is on) or `default` (off).
   */
  payments: { provider: PaymentProviderSetting; chosenBy: 'set' | 'keys' | 'demo' | 'default' };
  /** `live`: both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set. */
  razorpay: {
    keyId: string | undefined;
    keySecret: string;
    webhookSecret: string;
    apiUrl: string;
    live: boolean;
  };
  /** The company's bank account for payment by bank transfer; null when BANK_ACCOUNT_NUMBER is not set. */
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string | null } | null;
  upiId: string | undefined;
  uploadMaxBytes: number;
  logLevel: string;
  /** Fastify's trustProxy: trust every proxy (`true`), none, or only these addresses and ranges. */
  trustProxy: boolean | string[];
  shutdownTimeoutMs: number;
  /** GET /metrics answers only with `Authorization: Bearer <metricsToken>`; off when undefined. */
  metricsToken: string | undefined;
  /** The hourly overdue reminder mails run in this process (main.ts); tests and journeys turn them off. */
  overdueReminders: boolean;
  /** The hourly digest mails of unread notifications run in this process (main.ts); journeys turn them off. */
  notificationDigest: boolean;
  /** The hourly contract billing runs in this process (main.ts); journeys turn it off and bill by hand. */
  contractBilling: boolean;
  /**
   * E-invoicing (docs/requirements/003-e-invoice.md §11): who registers with the IRP and why (`set` by
   * EINVOICE_PROVIDER, `demo` the sandbox while demo data is on, `default` off); the sandbox's key; the GSP's
   * credentials (all set when the provider is gsp, else null); whether this process runs the job.
   */
  eInvoice: {
    provider: EInvoiceProviderSetting;
    chosenBy: 'set' | 'demo' | 'default';
    sandboxKey: string | undefined;
    gsp: {
      origin: string;
      clientId: string;
      clientSecret: string;
      username: string;
      password: string;
    } | null;
    jobs: boolean;
  };
}

export class ConfigError extends Error {}

/** A secret from the environment, else one generated once and kept in the data folder. */
function keptSecret(dataDir: string, file: string, given: string | undefined): string {
  if (given) return given;
  const p = path.join(dataDir, file);
  if (existsSync(p)) return readFileSync(p, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(p, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * DATA_DIR as an absolute path, relative to where the command was typed: `npm start` runs the server
 * from apps/server, and npm passes the caller's folder as INIT_CWD, so the default ./data is the
 * repository's data folder.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.DATA_DIR?.trim() ? env.DATA_DIR : './data';
  return path.resolve(env.INIT_CWD ?? process.cwd(), given);
}

/**
 * PAYMENT_PROVIDER, or its default (issue 28, docs/decisions/0004-payments.md): Razorpay when both keys are
 * set, else the sandbox only while demo data is on (a test checkout anyone can pay), else off. Razorpay
 * without both keys is a configuration error.
 */
function paymentsOf(
  given: PaymentProviderSetting | undefined,
  live: boolean,
  demoData: boolean,
): Config['payments'] {
  if (given === 'razorpay' && !live) {
    throw new ConfigError(
      'Configuration error: PAYMENT_PROVIDER razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
  }
  if (given) return { provider: given, chosenBy: 'set' };
  if (live) return { provider: 'razorpay', chosenBy: 'keys' };
  return demoData ? { provider: 'sandbox', chosenBy: 'demo' } : { provider: 'off', chosenBy: 'default' };
}

/** The bank account for transfers: the account's number, name and IFSC together, or none of them. */
function bankOf(e: z.output<typeof ZEnv>): Config['bank'] {
  const { BANK_ACCOUNT_NAME: accountName, BANK_ACCOUNT_NUMBER: accountNumber, BANK_IFSC: ifsc } = e;
  if (!accountName && !accountNumber && !ifsc && !e.BANK_NAME) return null;
  if (!accountNumber || !ifsc || !accountName) {
    const missing = !accountNumber ? 'BANK_ACCOUNT_NUMBER' : !ifsc ? 'BANK_IFSC' : 'BANK_ACCOUNT_NAME';
    throw new ConfigError(
      `Configuration error: ${missing} must be set with the other bank details (BANK_ACCOUNT_NAME, BANK_ACCOUNT_NUMBER, BANK_IFSC)`,
    );
  }
  return { accountName, accountNumber, ifsc, bankName: e.BANK_NAME ?? null };
}

/**
 * EINVOICE_PROVIDER, or its default: the sandbox while demo data is on (registers nothing with the
 * government), else off. The GSP needs every one of its settings; the error names the first one missing.
 */
function eInvoiceOf(e: z.output<typeof ZEnv>, demoData: boolean): Config['eInvoice'] {
  const given = e.EINVOICE_PROVIDER;
  const provider: EInvoiceProviderSetting = given ?? (demoData ? 'sandbox' : 'off');
  const chosenBy = given ? 'set' : demoData ? 'demo' : 'default';
  let gsp: Config['eInvoice']['gsp'] = null;
  if (provider === 'gsp') {
    const needed = {
      EINVOICE_GSP_ORIGIN: e.EINVOICE_GSP_ORIGIN,
      EINVOICE_GSP_CLIENT_ID: e.EINVOICE_GSP_CLIENT_ID,
      EINVOICE_GSP_CLIENT_SECRET: e.EINVOICE_GSP_CLIENT_SECRET,
      EINVOICE_GSP_USERNAME: e.EINVOICE_GSP_USERNAME,
      EINVOICE_GSP_PASSWORD: e.EINVOICE_GSP_PASSWORD,
      // the GSP's e-invoice user reports for one GSTIN: the company's own (spec 003 §14)
      COMPANY_GSTIN: e.COMPANY_GSTIN,
    };
    const missing = Object.entries(needed).find(([, v]) => !v)?.[0];
    if (missing) {
      throw new ConfigError(`Configuration error: EINVOICE_PROVIDER gsp needs ${missing}`);
    }
    gsp = {
      origin: (e.EINVOICE_GSP_ORIGIN ?? '').replace(/\/$/, ''),
      clientId: e.EINVOICE_GSP_CLIENT_ID ?? '',
      clientSecret: e.EINVOICE_GSP_CLIENT_SECRET ?? '',
      username: e.EINVOICE_GSP_USERNAME ?? '',
      password: e.EINVOICE_GSP_PASSWORD ?? '',
    };
  }
  return { provider, chosenBy, sandboxKey: e.EINVOICE_SANDBOX_KEY, gsp, jobs: e.EINVOICE_JOBS };
}

/** The start's one line on e-invoices (main.ts): who registers them, and why. */
export function eInvoiceProviderLine(config: Pick<Config, 'eInvoice'>): string {
  const { provider, chosenBy, jobs } = config.eInvoice;
  const why = { set: 'EINVOICE_PROVIDER', demo: 'demo data on', default: 'no EINVOICE_PROVIDER' }[chosenBy];
  const what = {
    sandbox: 'sandbox (answered locally: nothing is registered with the government)',
    gsp: 'gsp (registered with the IRP through the GST Suvidha Provider)',
    off: 'off (no registration; the INV-01 JSON can be downloaded for a manual upload)',
  }[provider];
  return `E-invoices: ${what}; chosen by ${why}${provider !== 'off' && !jobs ? '; this instance runs no job (EINVOICE_JOBS=0)' : ''}`;
}

/** The start's one line on payments (main.ts): which provider takes them, and why. */
export function paymentProviderLine(config: Pick<Config, 'payments'>): string {
  const { provider, chosenBy } = config.payments;
  const why = {
    set: 'PAYMENT_PROVIDER',
    keys: 'the Razorpay keys are set',
    demo: 'no Razorpay keys, demo data on',
    default: 'no Razorpay keys, no demo data',
  }[chosenBy];
  const what = {
    razorpay: 'razorpay (real payments through Razorpay)',
    sandbox: 'sandbox (test payments: no money moves, and anyone can mark an invoice paid)',
    off: 'off (no online payment; the quick pay page shows how to pay by bank transfer)',
  }[provider];
  return `Payments: ${what}; chosen by ${why}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // a secret's value (a password, a key, a connection string with its password) is never echoed
    const shown = /PASSWORD|SECRET|KEY|URL|EINVOICE_GSP/.test(name) ? '' : ` (got "${env[name] ?? ''}")`;
    throw new ConfigError(`Configuration error: ${name} ${issue.message}${shown}`);
  }
  const e = parsed.data;
  const demoData = e.DEMO_DATA ?? !e.DATABASE_URL;
  const live = Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET);
  const payments = paymentsOf(e.PAYMENT_PROVIDER, live, demoData);
  const bank = bankOf(e);
  // the first company profile's GSTIN is registered in its state (docs/requirements/002-gst.md §2)
  if (e.COMPANY_GSTIN && e.COMPANY_GSTIN.slice(0, 2) !== e.COMPANY_STATE_CODE) {
    throw new ConfigError(
      `Configuration error: COMPANY_GSTIN must begin with COMPANY_STATE_CODE (${e.COMPANY_STATE_CODE}), the state it is registered in (got "${e.COMPANY_GSTIN}")`,
    );
  }
  const dataDir = resolveDataDir(env);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    // docs/api.md: demo data is the default on the embedded database, off on PostgreSQL
    demoData,
    jwtSecret: keptSecret(dataDir, 'jwt-secret', e.JWT_SECRET),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? listenedUrl(e.HOST, e.PORT)).replace(/\/$/, ''),
    brand: e.BRAND_NAME,
    company: {
      name: e.COMPANY_NAME,
      address: e.COMPANY_ADDRESS,
      email: e.COMPANY_EMAIL,
      phone: e.COMPANY_PHONE,
      stateCode: e.COMPANY_STATE_CODE,
      gstin: e.COMPANY_GSTIN ?? null,
      invoicePrefix: e.INVOICE_PREFIX,
    },
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: keptSecret(dataDir, 'razorpay-key-secret', e.RAZORPAY_KEY_SECRET),
      webhookSecret: keptSecret(dataDir, 'razorpay-webhook-secret', e.RAZORPAY_WEBHOOK_SECRET),
      apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
      live,
    },
    payments,
    bank,
    upiId: e.UPI_ID,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT * 1000,
    metricsToken: e.METRICS_TOKEN,
    overdueReminders: e.OVERDUE_REMINDERS,
    notificationDigest: e.NOTIFICATION_DIGEST,
    contractBilling: e.CONTRACT_BILLING,
    eInvoice: eInvoiceOf(e, demoData),
  };
}

/**
 * The address a browser on this machine reaches the server at, as links are mailed when PUBLIC_URL is not
 * set: the host it listens on (localhost for every interface), and its port.
 */
export function listenedUrl(host: string, port: number): string {
  const local = host === '0.0.0.0' || host === '::' || host === '';
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
