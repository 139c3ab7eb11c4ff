import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPONENT_MAX_LINES, checkComponents, componentSizes, oversized } from '../check-component-size.ts';

/** A component whose function spans exactly `lines` lines. */
function component(name: string, lines: number, style: 'function' | 'arrow' | 'memo' = 'function'): string {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
  if (style === 'arrow') return `export const ${name} = () => {\n${body}\n};`;
  if (style === 'memo') return `export const ${name} = memo(function Inner() {\n${body}\n});`;
  return `export function ${name}() {\n${body}\n}`;
}

describe('check-component-size', () => {
  it('measures function, arrow and wrapped components, and leaves other functions alone', () => {
    const source = [
      component('Card', 12),
      component('Row', 7, 'arrow'),
      component('Chip', 5, 'memo'),
      'function helper() {\n  return 1;\n}',
      "const Label = 'not a component';",
      'const x = <Card />;',
    ].join('\n');
    expect(componentSizes('a.tsx', source)).toEqual([
      { file: 'a.tsx', name: 'Card', lines: 12 },
      { file: 'a.tsx', name: 'Row', lines: 7 },
      { file: 'a.tsx', name: 'Chip', lines: 5 },
    ]);
  });

  it(`accepts a component of ${COMPONENT_MAX_LINES} lines and refuses one of ${COMPONENT_MAX_LINES + 1}`, () => {
    const at = componentSizes('a.tsx', component('Panel', COMPONENT_MAX_LINES));
    expect(oversized(at)).toEqual([]);
    const over = componentSizes('a.tsx', component('Panel', COMPONENT_MAX_LINES + 1, 'arrow'));
    expect(oversized(over)).toEqual([{ file: 'a.tsx', name: 'Panel', lines: COMPONENT_MAX_LINES + 1 }]);
  });

  it('finds no component over the limit in apps/web/src', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');
    expect(checkComponents(src)).toEqual([]);
  });
});
