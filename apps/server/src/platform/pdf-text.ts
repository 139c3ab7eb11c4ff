import type { Content } from 'pdfmake/interfaces';

/**
 * Long unbroken words, cut so that pdfmake's line breaking stays linear and every word fits its column
 * (issue 28, docs/decisions/0005-documents.md "Long words and the render pool").
 *
 * pdfmake breaks a word wider than its column by searching, line after line, for how much of the rest of
 * the word fits, measuring ever shorter prefixes of the whole rest: a word of n characters costs about n²
 * (24,000 characters took 15 s and 1.7 GB). And it sizes the columns of a table or of `columns` by their
 * widest word, so one long word pushes its neighbours off the page. Here every run of more than
 * `LONG_WORD` characters without a break opportunity is cut into pieces of `WORD_PIECE` characters,
 * given to pdfmake as separate inlines of one text. pdfmake joins inlines that meet without a break
 * opportunity into one word (`noNewLine`), fills each line with them and cuts the piece that reaches the
 * edge at the column, so the word still breaks exactly at the column; each line costs a few pieces, not
 * the whole word, and no piece is wider than a column. A text without such a run is returned as it is, so
 * an ordinary document is the same bytes as before.
 */

/** Runs of more characters than this are cut (longer than any ordinary word, "Thiruvananthapuram" is 18). */
export const LONG_WORD = 32;
/** The pieces they are cut into: 16 of the widest capitals at 11 pt are about 150 pt, narrower than any column. */
export const WORD_PIECE = 16;

/**
 * Characters after which a line may break: spaces (not the no-break ones, U+00A0, U+2007, U+202F),
 * tabs, line breaks and the zero-width space. A run between two of them is one word to pdfmake, or a
 * few (after a hyphen or a slash): counting those as one only cuts a little more often than needed.
 */
const BREAKS = String.raw`\t\n\v\f\r \u1680\u2000-\u2006\u2008-\u200b\u2028\u2029\u205f\u3000`;
/** The runs between breaks. */
const RUNS = new RegExp(`[^${BREAKS}]+`, 'g');
/** A quick test: a text without LONG_WORD + 1 characters in a row that are not breaks needs no cut. */
const LONG_RUN = new RegExp(`[^${BREAKS}]{${LONG_WORD + 1}}`);
/** Characters that belong to the one before (combining marks, joiners, variation selectors): never cut before. */
const JOINS_PREVIOUS = /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f])$/u;
const ZERO_WIDTH_JOINER = '\u200d';

/**
 * The text cut inside its long runs into pieces (concatenated they give the text back), or null when no
 * run is longer than `LONG_WORD` characters. Counts code points, never cuts a surrogate pair, before a
 * combining mark or a variation selector, or around a joiner.
 */
export function cutLongWords(text: string): string[] | null {
  if (!LONG_RUN.test(text)) return null;
  const pieces: string[] = [];
  let start = 0;
  for (const run of text.matchAll(RUNS)) {
    const chars = Array.from(run[0]);
    // the quick test counts UTF-16 units: a run of astral characters may still be short enough
    if (chars.length <= LONG_WORD) continue;
    let at = run.index;
    let count = 0;
    let previous = '';
    for (const char of chars) {
      if (count >= WORD_PIECE && !JOINS_PREVIOUS.test(char) && previous !== ZERO_WIDTH_JOINER) {
        pieces.push(text.slice(start, at));
        start = at;
        count = 0;
      }
      count += 1;
      previous = char;
      at += char.length;
    }
  }
  pieces.push(text.slice(start));
  return pieces.length > 1 ? pieces : null;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** The keys of a pdfmake node whose value is a list of content. */
const CONTENT_LISTS = ['stack', 'ul', 'ol', 'columns'] as const;

/** One element of a `text` array: a string, or an inline object whose own text may be cut. */
function inlinePieces(inline: unknown): unknown[] {
  if (typeof inline === 'string') return cutLongWords(inline) ?? [inline];
  if (!isNode(inline)) return [inline];
  const { text } = inline;
  if (typeof text === 'string') {
    // an inline keeps its style on every piece (pdfmake drops the style of a nested text array)
    return cutLongWords(text)?.map((piece) => ({ ...inline, text: piece })) ?? [inline];
  }
  if (Array.isArray(text)) {
    const inlines = text.flatMap(inlinePieces);
    return sameList(inlines, text) ? [inline] : [{ ...inline, text: inlines }];
  }
  return [inline];
}

/**
 * A document's content with every long word cut (see above): plain strings of a list, a stack or a cell,
 * `text` of every node (a string or an array of inlines), through stacks, lists, columns and tables.
 * Images, QR codes and the other leaves are left as they are. Returns new nodes; `content` is not changed.
 */
export function breakLongWords(content: Content): Content {
  return breakNode(content) as Content;
}

function breakNode(node: unknown): unknown {
  if (typeof node === 'string') {
    const pieces = cutLongWords(node);
    return pieces ? { text: pieces } : node;
  }
  if (Array.isArray(node)) {
    const broken = node.map(breakNode);
    return sameList(broken, node) ? node : broken;
  }
  if (!isNode(node)) return node;
  let out: Node | undefined;
  const set = (key: string, value: unknown) => {
    if (value === node[key]) return;
    out ??= { ...node };
    out[key] = value;
  };
  const { text } = node;
  if (typeof text === 'string') {
    const pieces = cutLongWords(text);
    if (pieces) set('text', pieces);
  } else if (Array.isArray(text)) {
    const inlines = text.flatMap(inlinePieces);
    if (!sameList(inlines, text)) set('text', inlines);
  }
  for (const key of CONTENT_LISTS) {
    const list = node[key];
    if (Array.isArray(list)) {
      const broken = list.map(breakNode);
      if (!sameList(broken, list)) set(key, broken);
    }
  }
  const { table } = node;
  if (isNode(table) && Array.isArray(table.body)) {
    const body = table.body as unknown[];
    const broken = body.map((row) => {
      if (!Array.isArray(row)) return row;
      const cells = row.map(breakNode);
      return sameList(cells, row) ? row : cells;
    });
    if (!sameList(broken, body)) set('table', { ...table, body: broken });
  }
  return out ?? node;
}
