import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { onFirstUse } from './on-first-use.ts';

export interface MailMessage {
  to: string | string[];
  /** Copies (a document's send, issue 41 item 4). */
  cc?: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message (a document's PDF); in the outbox they stay inside the .eml. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Shown inside the HTML as `cid:` (the company logo at a client mail's top), not as a file to open. */
  cid?: string;
}

/** Escapes text for an HTML mail body (spec 001 §5: mailed notes are escaped). */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox (docs/architecture.md "mail"). */
export class Mailer {
  private readonly smtpUrl: string | undefined;
  readonly outbox: string | undefined;

  constructor(opts: { smtpUrl: string | undefined; from: string; dataDir: string }) {
    this.from = opts.from;
    this.smtpUrl = opts.smtpUrl;
    if (opts.smtpUrl) {
      this.outbox = undefined;
    } else {
      this.outbox = path.join(opts.dataDir, 'outbox');
      mkdirSync(this.outbox, { recursive: true, mode: 0o700 });
    }
  }

  private readonly from: string;

  /** nodemailer's transport, made with the first message rather than at start (docs/operations.md "Start-up"). */
  private readonly transporter = onFirstUse(async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return this.smtpUrl
      ? nodemailer.createTransport(this.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  });

  async send(message: MailMessage): Promise<void> {
    const transport = await this.transporter();
    const info = await transport.sendMail({ from: this.from, ...message });
    if (this.outbox) {
      const body = (info as { message?: Buffer }).message;
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      writeFileSync(path.join(this.outbox, name), body ?? '', { mode: 0o600 });
    }
  }
}
