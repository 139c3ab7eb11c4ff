import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string | string[];
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
  private readonly transport: Transporter;
  readonly outbox: string | undefined;

  constructor(opts: { smtpUrl: string | undefined; from: string; dataDir: string }) {
    this.from = opts.from;
    if (opts.smtpUrl) {
      this.transport = nodemailer.createTransport(opts.smtpUrl);
      this.outbox = undefined;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outbox = path.join(opts.dataDir, 'outbox');
      mkdirSync(this.outbox, { recursive: true, mode: 0o700 });
    }
  }

  private readonly from: string;

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    if (this.outbox) {
      const body = (info as { message?: Buffer }).message;
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      writeFileSync(path.join(this.outbox, name), body ?? '', { mode: 0o600 });
    }
  }
}
