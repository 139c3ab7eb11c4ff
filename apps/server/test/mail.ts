import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail a test's SMTP server received: its recipients and its raw text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server for a test file, which refuses any recipient beginning `bounce` (550 mailbox
 * unavailable) and keeps every mail it accepts in `received`, oldest first. `start()` listens on a free port
 * and returns the SMTP_URL to give buildTestApp; `stop()` closes it.
 */
export function smtpSink(): { received: ReceivedMail[]; start(): Promise<string>; stop(): Promise<void> } {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: data });
        callback();
      });
    },
  });
  return {
    received,
    async start() {
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
      return `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A mail's text as read: quoted-printable soft breaks and bytes decoded (UTF-8). */
export const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replaceAll(/=\r?\n/g, '')
      .replaceAll(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
