import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers.ts';

/**
 * Issue 10: helmet's headers on pages and files only, the web app's files served as the build wrote
 * them (precompressed, hashed ones immutable, index.html revalidated, no source maps), and a token
 * that still dies with its password now that the caller is loaded in one query.
 */
const SCRIPT = `console.log(${JSON.stringify('AquaDesk '.repeat(400))});\n`;
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  const asset = path.join(dist, 'assets', 'index-AbC123xy.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${asset}.map`, '{"version":3,"sources":["secret.ts"],"mappings":""}');
  t = await buildTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('puts helmet headers on HTML pages', async () => {
    for (const url of ['/', '/login', '/sites']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain('https://checkout.razorpay.com');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps JSON answers lean: nosniff and no-store, no page policy', async () => {
    for (const url of ['/api/health', '/api/site-info', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });
});

describe('the built web app', () => {
  it('caches hashed files for a year and revalidates index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.body).toBe(SCRIPT);
    for (const url of ['/', '/login']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the file the build compressed, by what the browser accepts', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('never serves a source map, nor the page in place of a missing file', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    const gone = await t.app.inject({ method: 'GET', url: '/assets/index-OldHash1.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('<div id="root">');
  });
});

describe('the caller, loaded once per request', () => {
  it('still ends a token when its password changes', async () => {
    const admin = { authorization: await t.tokenFor(ADMIN_EMAIL, ADMIN_PASSWORD) };
    const reseller = await t.asRole('reseller');
    const before = await t.app.inject({ method: 'GET', url: '/api/me', headers: reseller.headers });
    expect(before.statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/update-reseller-password',
      headers: admin,
      payload: { user_id: reseller.user.id, password: 'Other@123', cPassword: 'Other@123' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: reseller.headers });
    expect(after.statusCode).toBe(401);
    const fresh = await t.tokenFor(reseller.user.email, 'Other@123');
    const again = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: fresh } });
    expect(again.statusCode).toBe(200);
  });
});
