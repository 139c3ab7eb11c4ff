import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeHtml, Mailer } from '../../src/platform/mail.ts';

describe('mail', () => {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends through SMTP when SMTP_URL is set', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    const mailer = new Mailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'AquaDesk <no-reply@aquadesk.test>',
      dataDir: os.tmpdir(),
    });
    await mailer.send({ to: 'someone@example.in', subject: 'Hello', text: 'Plant visit at 10' });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Hello');
    expect(received[0]).toContain('Plant visit at 10');
  });

  it('writes .eml files to DATA_DIR/outbox without SMTP_URL', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-mail-'));
    const mailer = new Mailer({ smtpUrl: undefined, from: 'AquaDesk <no-reply@aquadesk.test>', dataDir });
    await mailer.send({ to: 'a@b.in', subject: 'Outbox', text: 'kept on disk' });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8')).toContain('Subject: Outbox');
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<b onclick="x">'&'</b>`)).toBe(
      '&lt;b onclick=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;',
    );
  });
});
