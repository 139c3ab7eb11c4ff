/**
 * `Idempotency-Key` for the calls that change something (issue 28, docs/api.md "Idempotency-Key"): one new
 * key per submission, kept across its retries. A call with the same method, path and body as one that has
 * not yet succeeded is a retry of it (a second click, a resend after a timeout or a lost connection) and
 * carries its key, so the server makes the record once; once a call succeeded, the same body again is a new
 * submission with a new key. Only a hash of each body is kept, in memory, for at most 23 hours (the server
 * keeps answers 24).
 */
const KEEP_MS = 23 * 60 * 60 * 1000;
const MAX_KEPT = 100;

const pending = new Map<string, { key: string; at: number }>();

/** 128 random bits as hex; getRandomValues also works on plain HTTP, where randomUUID does not. */
function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** cyrb53: a 53-bit hash of the call, so no body (a password) stays in memory. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What a body is, for telling a retry from a new submission: JSON as sent, a form's fields and files. */
export function bodyFingerprint(body: BodyInit | null | undefined): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof FormData) {
    const parts: string[] = [];
    body.forEach((value, name) => {
      parts.push(
        typeof value === 'string'
          ? `${name}=${value}`
          : `${name}=file:${value.name}:${value.size}:${value.type}`,
      );
    });
    return parts.join('\u0000');
  }
  return String(body);
}

export interface SubmissionKey {
  key: string;
  /** The call succeeded: the same body again is a new submission. */
  done(): void;
}

/** The key of a call: its submission's, when the same call has not yet succeeded, else a new one. */
export function submissionKey(method: string, url: string, fingerprint: string): SubmissionKey {
  const now = Date.now();
  for (const [id, entry] of pending) if (now - entry.at > KEEP_MS) pending.delete(id);
  const id = hash(`${method} ${url}\n${fingerprint}`);
  let entry = pending.get(id);
  if (!entry) {
    if (pending.size >= MAX_KEPT) {
      const oldest = pending.keys().next().value;
      if (oldest !== undefined) pending.delete(oldest);
    }
    entry = { key: newKey(), at: now };
    pending.set(id, entry);
  }
  const { key } = entry;
  return {
    key,
    done: () => {
      if (pending.get(id)?.key === key) pending.delete(id);
    },
  };
}
