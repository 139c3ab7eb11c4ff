import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from './env.ts';

/** The newest mail in the server's outbox (DATA_DIR/outbox, .eml files) sent to `to`. */
export async function latestMailTo(to: string, timeoutMs = 5000): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).map((name) => path.join(outbox, name));
    } catch {
      files = [];
    }
    const mails = files
      .map((file) => ({ file, time: statSync(file).mtimeMs }))
      .sort((a, b) => b.time - a.time)
      .map(({ file }) => readFileSync(file, 'utf8'))
      .filter((body) => body.toLowerCase().includes(to.toLowerCase()));
    if (mails[0]) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} in ${outbox}`);
}

/** Reads the reset token out of a reset mail (quoted-printable soft breaks and =3D undone). */
export function resetTokenFrom(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = unfolded.match(/reset-password\?token=([A-Za-z0-9._~%-]+)/);
  if (!match?.[1]) throw new Error('No reset link in the mail');
  return decodeURIComponent(match[1]);
}
