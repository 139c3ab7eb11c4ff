import { describe, expect, it } from 'vitest';
import { AnswerGate } from '../../src/db/embedded/pglite-bridge.ts';

/** A backend message: its type, then its length (which counts itself), then its body. */
function message(type: string, body: Buffer | string): Buffer {
  const b = typeof body === 'string' ? Buffer.from(body) : body;
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeUInt32BE(b.length + 4, 1);
  return Buffer.concat([head, b]);
}

const row = (text: string) => message('D', text);
const ready = message('Z', 'I');

/** The messages' types as sent, and the text of an error's M field. */
function read(sent: Buffer): { types: string; error?: string } {
  let types = '';
  let error: string | undefined;
  for (let at = 0; at < sent.length; ) {
    const type = String.fromCharCode(sent[at]!);
    const length = sent.readUInt32BE(at + 1);
    if (type === 'E') {
      const body = sent.subarray(at + 5, at + 1 + length).toString();
      error = body
        .split('\0')
        .find((f) => f.startsWith('M'))
        ?.slice(1);
    }
    types += type;
    at += 1 + length;
  }
  return { types, ...(error ? { error } : {}) };
}

/** Feeds `answer` to a gate in pieces of `size` bytes, each piece a view that is overwritten after. */
function through(limit: number, answer: Buffer, size: number): Buffer {
  const out: Buffer[] = [];
  const gate = new AnswerGate(limit, (data) => out.push(data));
  const scratch = Buffer.alloc(size);
  for (let at = 0; at < answer.length; at += size) {
    const piece = answer.subarray(at, at + size);
    piece.copy(scratch);
    gate.pass(scratch.subarray(0, piece.length));
    scratch.fill(0x21); // what PGlite does with its memory once the piece is handed over
  }
  return Buffer.concat(out);
}

describe('AnswerGate (the embedded database bridge, issue 28)', () => {
  const answer = Buffer.concat([
    message('T', 'cols'),
    row('a'.repeat(100)),
    row('b'.repeat(100)),
    message('C', 'SELECT 2'),
    ready,
  ]);

  it('passes an answer within its limit whole, in pieces of any size, copied', () => {
    for (const size of [1, 2, 3, 5, 7, 64, answer.length]) {
      expect(through(1024, answer, size).equals(answer)).toBe(true);
    }
  });

  it('refuses an answer above its limit at a message boundary: an error, then ReadyForQuery', () => {
    for (const size of [1, 4, 5, 6, 50, answer.length]) {
      const sent = through(150, answer, size);
      const { types, error } = read(sent);
      // the description and the first row fit; the second row would pass the limit
      expect(types).toBe('TDEZ');
      expect(error).toMatch(/larger than the embedded database can carry/);
    }
  });

  it('starts counting anew after each ReadyForQuery', () => {
    const two = Buffer.concat([answer, answer]);
    expect(through(answer.length, two, 3).equals(two)).toBe(true);
    expect(read(through(150, two, 3)).types).toBe('TDEZTDEZ');
  });

  it('refuses a single message larger than the limit without sending any of it', () => {
    const huge = Buffer.concat([row('x'.repeat(5000)), ready]);
    expect(read(through(1000, huge, 999)).types).toBe('EZ');
  });
});
