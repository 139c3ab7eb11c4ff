import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentProviderLine } from '../../src/config.ts';

const base = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-config-'));

describe('configuration', () => {
  it('has defaults for everything, demo data on the embedded database only', () => {
    const c = loadConfig({ DATA_DIR: path.join(base, 'a') });
    expect(c.port).toBe(8080);
    expect(c.demoData).toBe(true);
    expect(c.brand).toBe('AquaDesk');
    expect(c.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(c.jwtSecret).toMatch(/^[a-f0-9]{64}$/);
    expect(loadConfig({ DATA_DIR: path.join(base, 'a') }).jwtSecret).toBe(c.jwtSecret); // kept in DATA_DIR
    const pg = loadConfig({ DATA_DIR: path.join(base, 'b'), DATABASE_URL: 'postgres://x@127.0.0.1/db' });
    expect(pg.demoData).toBe(false);
  });

  it('resolves a relative DATA_DIR against the folder npm was started from', () => {
    const c = loadConfig({ DATA_DIR: './data', INIT_CWD: base });
    expect(c.dataDir).toBe(path.join(base, 'data'));
  });

  it.each([
    ['PORT', 'abc'],
    ['DEMO_DATA', 'maybe'],
    ['DATABASE_URL', 'mysql://x'],
    ['UPLOAD_MAX_MB', '-3'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '127.0.0.1,proxy.local'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['SHUTDOWN_TIMEOUT', '0'],
    ['PAYMENT_PROVIDER', 'stripe'],
    ['PAYMENT_PROVIDER', 'razorpay'],
    ['BANK_IFSC', 'SBIN123'],
    ['BANK_ACCOUNT_NUMBER', '12ab'],
  ])('stops with one line naming %s', (name, value) => {
    const run = () => loadConfig({ DATA_DIR: path.join(base, 'c'), [name]: value });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(new RegExp(`^Configuration error: ${name} `));
  });

  it('takes TRUST_PROXY as 1/0 or as the proxies addresses and ranges (deploy/README.md)', () => {
    const dir = path.join(base, 'd');
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: ' 10.0.0.0/8, ::1 ' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ DATA_DIR: dir }).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATA_DIR: dir, SHUTDOWN_TIMEOUT: '2.5' }).shutdownTimeoutMs).toBe(2500);
  });

  it('chooses the payment provider: PAYMENT_PROVIDER, else Razorpay with both keys, else the sandbox only with demo data (issue 28)', () => {
    const dir = path.join(base, 'e');
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
    const pick = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env }).payments;
    // unset
    expect(pick({ ...keys, DEMO_DATA: '1' })).toEqual({ provider: 'razorpay', chosenBy: 'keys' });
    expect(pick({ DEMO_DATA: '1' })).toEqual({ provider: 'sandbox', chosenBy: 'demo' });
    expect(pick({})).toEqual({ provider: 'sandbox', chosenBy: 'demo' }); // the embedded database: demo data on
    expect(pick({ DEMO_DATA: '0' })).toEqual({ provider: 'off', chosenBy: 'default' });
    expect(pick({ DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toEqual({
      provider: 'off',
      chosenBy: 'default',
    });
    // one key alone is no Razorpay
    expect(pick({ RAZORPAY_KEY_ID: 'rzp_live_x', DEMO_DATA: '0' }).provider).toBe('off');
    // set: it wins, whatever the keys and the demo data
    expect(pick({ PAYMENT_PROVIDER: 'sandbox', DEMO_DATA: '0' })).toEqual({
      provider: 'sandbox',
      chosenBy: 'set',
    });
    expect(pick({ PAYMENT_PROVIDER: 'off', ...keys })).toEqual({ provider: 'off', chosenBy: 'set' });
    expect(pick({ PAYMENT_PROVIDER: ' Razorpay ', ...keys })).toEqual({
      provider: 'razorpay',
      chosenBy: 'set',
    });
    // razorpay without both keys stops the start with one line
    expect(() => pick({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(
      /^Configuration error: PAYMENT_PROVIDER razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET$/,
    );
    expect(() => pick({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      'Configuration error: PAYMENT_PROVIDER must be razorpay, sandbox or off (got "paypal")',
    );
  });

  it('names the provider in one start-up line', () => {
    const line = (env: Record<string, string>) =>
      paymentProviderLine(loadConfig({ DATA_DIR: path.join(base, 'f'), ...env }));
    const envs: Record<string, string>[] = [
      { DEMO_DATA: '1' },
      { DEMO_DATA: '0' },
      { PAYMENT_PROVIDER: 'sandbox' },
    ];
    for (const env of envs) {
      expect(line(env)).not.toContain('\n');
    }
    expect(line({ DEMO_DATA: '1' })).toMatch(
      /^Payments: sandbox \(test payments.*chosen by no Razorpay keys, demo data on$/,
    );
    expect(line({ DEMO_DATA: '0' })).toMatch(/^Payments: off /);
    expect(line({ PAYMENT_PROVIDER: 'off' })).toMatch(/chosen by PAYMENT_PROVIDER$/);
    expect(line({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' })).toMatch(
      /^Payments: razorpay .*the Razorpay keys are set$/,
    );
  });

  it('takes the bank account for transfers together: number, IFSC and name', () => {
    const dir = path.join(base, 'g');
    expect(loadConfig({ DATA_DIR: dir }).bank).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: dir,
        BANK_ACCOUNT_NAME: 'AquaDesk Pvt Ltd',
        BANK_ACCOUNT_NUMBER: ' 123456789012 ',
        BANK_IFSC: 'sbin0070123',
      }).bank,
    ).toEqual({
      accountName: 'AquaDesk Pvt Ltd',
      accountNumber: '123456789012',
      ifsc: 'SBIN0070123',
      bankName: null,
    });
    expect(() =>
      loadConfig({ DATA_DIR: dir, BANK_ACCOUNT_NUMBER: '123456789012', BANK_IFSC: 'SBIN0070123' }),
    ).toThrow(/^Configuration error: BANK_ACCOUNT_NAME must be set with/);
    expect(() => loadConfig({ DATA_DIR: dir, BANK_NAME: 'State Bank of India' })).toThrow(
      /^Configuration error: BANK_ACCOUNT_NUMBER must be set with/,
    );
  });

  it("takes the first company profile's GSTIN only in its state (issue 30)", () => {
    const dir = path.join(base, 'h');
    const kerala = loadConfig({ DATA_DIR: dir, COMPANY_GSTIN: '32aabca1234c1zo' }).company;
    expect(kerala).toMatchObject({ stateCode: '32', gstin: '32AABCA1234C1ZO', invoicePrefix: 'AQ' });
    expect(() => loadConfig({ DATA_DIR: dir, COMPANY_GSTIN: '27AAPFU0939F1ZV' })).toThrow(
      /^Configuration error: COMPANY_GSTIN must begin with COMPANY_STATE_CODE \(32\)/,
    );
    expect(
      loadConfig({ DATA_DIR: dir, COMPANY_GSTIN: '27AAPFU0939F1ZV', COMPANY_STATE_CODE: '27' }).company.gstin,
    ).toBe('27AAPFU0939F1ZV');
  });
});

describe('PUBLIC_URL', () => {
  it('is the address the server listens on when it is not set (mailed links follow PORT)', () => {
    const dir = path.join(base, 'public-url');
    expect(loadConfig({ DATA_DIR: dir }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dir, PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dir, PORT: '3000', HOST: '127.0.0.1' }).publicUrl).toBe(
      'http://127.0.0.1:3000',
    );
    expect(loadConfig({ DATA_DIR: dir, PORT: '3000', HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ DATA_DIR: dir, PORT: '3000', HOST: '::' }).publicUrl).toBe('http://localhost:3000');
  });

  it('is taken as set, without a trailing slash', () => {
    const dir = path.join(base, 'public-url-set');
    expect(
      loadConfig({ DATA_DIR: dir, PORT: '3000', PUBLIC_URL: 'https://desk.example.in/' }).publicUrl,
    ).toBe('https://desk.example.in');
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'desk' })).toThrow(ConfigError);
  });
});

describe('e-invoicing (docs/requirements/003-e-invoice.md §11)', () => {
  const dir = path.join(base, 'e');
  const GSP = {
    EINVOICE_PROVIDER: 'gsp',
    EINVOICE_GSP_ORIGIN: 'https://gsp.example.in/',
    EINVOICE_GSP_CLIENT_ID: 'client-id',
    EINVOICE_GSP_CLIENT_SECRET: 'client-secret-value',
    EINVOICE_GSP_USERNAME: 'aquadesk_api',
    EINVOICE_GSP_PASSWORD: 'gsp-password-value',
  };

  it('is the sandbox with demo data, else off; EINVOICE_PROVIDER chooses; the job on unless EINVOICE_JOBS=0', () => {
    expect(loadConfig({ DATA_DIR: dir }).eInvoice).toMatchObject({
      provider: 'sandbox',
      chosenBy: 'demo',
      jobs: true,
    });
    expect(loadConfig({ DATA_DIR: dir, DEMO_DATA: '0' }).eInvoice).toMatchObject({
      provider: 'off',
      chosenBy: 'default',
    });
    expect(
      loadConfig({ DATA_DIR: dir, DEMO_DATA: '0', EINVOICE_PROVIDER: 'Sandbox' }).eInvoice.provider,
    ).toBe('sandbox');
    expect(loadConfig({ DATA_DIR: dir, EINVOICE_JOBS: '0' }).eInvoice.jobs).toBe(false);
  });

  it('takes the GSP with every one of its settings, its origin https (http to this machine only)', () => {
    expect(loadConfig({ DATA_DIR: dir, ...GSP }).eInvoice.gsp).toEqual({
      origin: 'https://gsp.example.in',
      clientId: 'client-id',
      clientSecret: 'client-secret-value',
      username: 'aquadesk_api',
      password: 'gsp-password-value',
    });
    expect(
      loadConfig({ DATA_DIR: dir, ...GSP, EINVOICE_GSP_ORIGIN: 'http://127.0.0.1:9000' }).eInvoice.gsp
        ?.origin,
    ).toBe('http://127.0.0.1:9000');
    for (const name of Object.keys(GSP).filter((k) => k !== 'EINVOICE_PROVIDER')) {
      expect(() => loadConfig({ DATA_DIR: dir, ...GSP, [name]: '' })).toThrow(
        `Configuration error: EINVOICE_PROVIDER gsp needs ${name}`,
      );
    }
    const plain = () => loadConfig({ DATA_DIR: dir, ...GSP, EINVOICE_GSP_ORIGIN: 'http://gsp.example.in' });
    expect(plain).toThrow(/^Configuration error: EINVOICE_GSP_ORIGIN must be an https:\/\/ URL/);
    // a secret is never echoed
    expect(plain).not.toThrow(/gsp\.example\.in/);
    expect(() => loadConfig({ DATA_DIR: dir, EINVOICE_PROVIDER: 'nic' })).toThrow(
      'Configuration error: EINVOICE_PROVIDER must be sandbox, gsp or off (got "nic")',
    );
    expect(() => loadConfig({ DATA_DIR: dir, EINVOICE_SANDBOX_KEY: 'not a key' })).toThrow(
      /^Configuration error: EINVOICE_SANDBOX_KEY must be an RSA private key/,
    );
  });
});
