import fc from 'fast-check';
import type { Content } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { breakLongWords, cutLongWords, LONG_WORD, WORD_PIECE } from '../../src/platform/pdf-text.ts';

/** The longest run of characters without a break (space, tab, line break) in `text`, in code points. */
const longestRun = (text: string) =>
  Math.max(0, ...text.split(/[\t\n\r \u200b]/).map((run) => [...run].length));

describe('cutLongWords', () => {
  it('leaves a text whose words are all ordinary alone', () => {
    expect(cutLongWords('Replace the dosing pump of the STP at Thiruvananthapuram')).toBeNull();
    expect(cutLongWords('x'.repeat(LONG_WORD))).toBeNull();
    expect(
      cutLongWords(`${'x'.repeat(LONG_WORD)} ${'y'.repeat(LONG_WORD)}\n${'z'.repeat(LONG_WORD)}`),
    ).toBeNull();
    expect(cutLongWords('')).toBeNull();
  });

  it('cuts a long word into pieces of WORD_PIECE characters that give the text back', () => {
    const text = `Before ${'a'.repeat(40)} after ${'b'.repeat(LONG_WORD)}`;
    const pieces = cutLongWords(text)!;
    expect(pieces.join('')).toBe(text);
    expect(WORD_PIECE).toBe(16);
    expect(pieces).toEqual([
      `Before ${'a'.repeat(16)}`,
      'a'.repeat(16),
      `${'a'.repeat(8)} after ${'b'.repeat(LONG_WORD)}`,
    ]);
  });

  it('counts a no-break space as part of the word (pdfmake cannot break there either)', () => {
    const text = Array.from({ length: 20 }, () => 'ab').join('\u00a0');
    expect(cutLongWords(text)?.join('')).toBe(text);
    expect(cutLongWords(text.replaceAll('\u00a0', ' '))).toBeNull();
  });

  it('never cuts a surrogate pair, before a combining mark or around a joiner', () => {
    const emoji = '😀'.repeat(50);
    const pieces = cutLongWords(emoji)!;
    expect(pieces.join('')).toBe(emoji);
    // no lone half of a surrogate pair at either end
    for (const piece of pieces)
      expect(piece).toMatch(/^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/);
    // "e" + combining acute: the cut waits for the next base letter
    const marks = 'e\u0301'.repeat(30);
    for (const piece of cutLongWords(marks)!) expect(piece.startsWith('\u0301')).toBe(false);
    const family = '👨\u200d👩\u200d👧'.repeat(10);
    for (const piece of cutLongWords(family)!) {
      expect(piece.startsWith('\u200d')).toBe(false);
      expect(piece.endsWith('\u200d')).toBe(false);
    }
  });

  it('for any text: the pieces give the text back and no piece holds a run past LONG_WORD', () => {
    const chars = fc.constantFrom('a', 'Z', '9', '-', '/', ' ', '\n', '\u00a0', '₹', '😀', 'é', '\u0301');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 700 }), (list) => {
        const text = list.join('');
        const pieces = cutLongWords(text);
        if (pieces === null) return longestRun(text) <= LONG_WORD;
        // marks may make a piece a little longer: never more than the marks in a row
        return pieces.join('') === text && pieces.every((p) => longestRun(p) <= LONG_WORD + 12);
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
    const pieces = long.match(/.{1,16}/g)!;
    expect(pieces.length).toBe(15);
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
