import fc from 'fast-check';
import type { Content } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { breakLongWords, cutLongWords, WORD_PIECE } from '../../src/platform/pdf-text.ts';

/** The longest run of characters without a break (space, tab, line break) in `text`, in code points. */
const longestRun = (text: string) =>
  Math.max(0, ...text.split(/[\t\n\r \u200b]/).map((run) => [...run].length));

describe('cutLongWords', () => {
  it('leaves a text whose words all fit a piece alone', () => {
    expect(cutLongWords('Replace the dosing pump of the STP')).toBeNull();
    expect(cutLongWords('x'.repeat(WORD_PIECE))).toBeNull();
    expect(cutLongWords(`${'x'.repeat(WORD_PIECE)} ${'y'.repeat(WORD_PIECE)}`)).toBeNull();
    expect(cutLongWords('')).toBeNull();
  });

  it('cuts a long word into pieces of at most WORD_PIECE characters that give the text back', () => {
    const text = `Before ${'a'.repeat(250)} after`;
    const pieces = cutLongWords(text)!;
    expect(pieces.join('')).toBe(text);
    expect(pieces).toEqual([`Before ${'a'.repeat(100)}`, 'a'.repeat(100), `${'a'.repeat(50)} after`]);
  });

  it('counts a no-break space as part of the word (pdfmake cannot break there either)', () => {
    const text = Array.from({ length: 60 }, () => 'ab').join('\u00a0');
    expect(cutLongWords(text)?.join('')).toBe(text);
  });

  it('never cuts a surrogate pair, before a combining mark or around a joiner', () => {
    const emoji = '😀'.repeat(150);
    const pieces = cutLongWords(emoji)!;
    expect(pieces.join('')).toBe(emoji);
    // no lone half of a surrogate pair at either end
    for (const piece of pieces)
      expect(piece).toMatch(/^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/);
    // "e" + combining acute: the cut waits for the next base letter
    const marks = 'e\u0301'.repeat(80);
    for (const piece of cutLongWords(marks)!) expect(piece.startsWith('\u0301')).toBe(false);
    const family = '👨\u200d👩\u200d👧'.repeat(40);
    for (const piece of cutLongWords(family)!) {
      expect(piece.startsWith('\u200d')).toBe(false);
      expect(piece.endsWith('\u200d')).toBe(false);
    }
  });

  it('for any text: the pieces give the text back and no piece holds a run past WORD_PIECE', () => {
    const chars = fc.constantFrom('a', 'Z', '9', '-', '/', ' ', '\n', '\u00a0', '₹', '😀', 'é', '\u0301');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 700 }), (list) => {
        const text = list.join('');
        const pieces = cutLongWords(text);
        if (pieces === null) return longestRun(text) <= WORD_PIECE;
        // marks may make a piece a little longer than WORD_PIECE: never more than the marks in a row
        return pieces.join('') === text && pieces.every((p) => longestRun(p) <= WORD_PIECE + 12);
      }),
      { numRuns: 300 },
    );
  });
});

describe('breakLongWords', () => {
  const long = 'x'.repeat(230);

  it('returns ordinary content as it is (the same objects: the same bytes as before)', () => {
    const content: Content = [
      { text: 'Work', style: 'section' },
      { ol: ['Replace dosing pump', 'Test run'] },
      { table: { body: [[{ text: 'Pump' }, 'Qty']] } },
    ];
    expect(breakLongWords(content)).toBe(content);
  });

  it('cuts the long words of list items, table cells, stacks, columns and texts, keeping styles', () => {
    const content = [
      { ol: ['short', long] },
      { table: { widths: ['*'], body: [[{ text: long, alignment: 'right' }], ['ok']] } },
      { columns: [{ stack: [long, { text: 'fine' }] }] },
      { text: ['Say ', { text: long, bold: true }] },
    ] as Content;
    const out = breakLongWords(content) as unknown as Record<string, unknown>[];
    const pieces = [long.slice(0, 100), long.slice(100, 200), long.slice(200)];
    expect(out[0]).toEqual({ ol: ['short', { text: pieces }] });
    expect(out[1]).toEqual({
      table: { widths: ['*'], body: [[{ text: pieces, alignment: 'right' }], ['ok']] },
    });
    expect(out[2]).toEqual({ columns: [{ stack: [{ text: pieces }, { text: 'fine' }] }] });
    // an inline's style stays on each of its pieces
    expect(out[3]).toEqual({ text: ['Say ', ...pieces.map((text) => ({ text, bold: true }))] });
    // the input is not changed
    expect((content as { ol: string[] }[])[0]!.ol[1]).toBe(long);
  });

  it('leaves images, QR codes and other leaves alone', () => {
    const image = `data:image/png;base64,${'A'.repeat(500)}`;
    const content = [{ image, fit: [10, 10] }, { qr: `upi://pay?pa=${'a'.repeat(300)}` }] as Content;
    expect(breakLongWords(content)).toBe(content);
  });
});
