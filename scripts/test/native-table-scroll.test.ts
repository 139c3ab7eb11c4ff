import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rewriteTableScrollContainer, TABLE_SCROLL_CONTAINER } from '../../apps/web/native-table-scroll.ts';

// Tables scroll natively (apps/web/native-table-scroll.ts, issue 10 point 6).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webSrc = path.join(root, 'apps/web/src');
const installed = path.join(root, 'node_modules/@mantine/core/esm/components/Table/TableScrollContainer.mjs');

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

describe('native table scrolling', () => {
  it('rewrites the installed Mantine module: no ScrollArea import, the native type by default', () => {
    expect(TABLE_SCROLL_CONTAINER.test(installed)).toBe(true);
    const rewritten = rewriteTableScrollContainer(readFileSync(installed, 'utf8'));
    expect(rewritten).not.toBeNull();
    expect(rewritten).not.toMatch(/import[^;]*ScrollArea/);
    expect(rewritten).toContain('type: "native"');
    expect(rewriteTableScrollContainer('export const x = 1;')).toBeNull();
  });

  it('no screen asks a table for the ScrollArea type, which the rewritten module no longer has', () => {
    const asking: string[] = [];
    for (const file of walk(webSrc).filter((f) => /\.tsx$/.test(f))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/<Table\.ScrollContainer\b[^>]*>/g)) {
        if (/\btype=|scrollAreaProps/.test(match[0]))
          asking.push(`${path.relative(webSrc, file)}: ${match[0]}`);
      }
    }
    expect(asking).toEqual([]);
  });
});
