import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ChunkInfo,
  checkChunkStyles,
  MANTINE_GLOBAL_SHEETS,
  mantineStylesheetOf,
} from '../../apps/web/mantine-css.ts';
import { repoRoot, walk, webSrc } from './support/web-sources.ts';

// Mantine's stylesheets per component (apps/web/mantine-css.ts, issue 10 point 6): no component may
// lose its styles unseen.

const mantine = path.join(repoRoot, 'node_modules/@mantine');
const coreEsm = path.join(mantine, 'core/esm');

/** The value names each web source file imports from a Mantine package (components and functions). */
function mantineImports(pkg: string): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const pattern = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'@mantine/${pkg}'`, 'g');
  for (const file of walk(webSrc).filter((f) => /\.tsx?$/.test(f))) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name =
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '';
        if (!name || name.startsWith('type ')) continue;
        used.set(name, [...(used.get(name) ?? []), path.relative(webSrc, file)]);
      }
    }
  }
  return used;
}

/** Where @mantine/core's index takes each export from. */
function coreExports(): Map<string, string> {
  const index = readFileSync(path.join(coreEsm, 'index.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const m of index.matchAll(/import \{([^}]*)\} from "\.\/([^"]+)"/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const [orig, alias] = part.split(' as ').map((s) => s.trim());
      if (orig) files.set(alias ?? orig, path.join(coreEsm, m[2] ?? ''));
    }
  }
  return files;
}

/** The files a Mantine module loads, itself included (relative imports only: within the package). */
function moduleClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/(?:import|export)[^"]*?from "(\.[^"]+)"|import "(\.[^"]+)"/g)) {
    moduleClosure(path.resolve(path.dirname(file), m[1] ?? m[2] ?? ''), seen);
  }
  return seen;
}

/** The stylesheet names (`Button`, …) the build attaches to a core export and what it is made of. */
function sheetsOf(file: string): string[] {
  return [...moduleClosure(file)]
    .map((f) => mantineStylesheetOf(f))
    .filter((s): s is string => s !== null)
    .map((s) => path.basename(s, '.css'));
}

describe('Mantine stylesheets per component', () => {
  it('maps each class-name module of a Mantine package to a stylesheet that exists', () => {
    const modules = [
      ...walk(coreEsm),
      ...walk(path.join(mantine, 'notifications/esm')),
      ...walk(path.join(mantine, 'dates/esm')),
    ].filter((f) => f.endsWith('.module.mjs'));
    expect(modules.length).toBeGreaterThan(90);
    for (const file of modules) {
      const sheet = mantineStylesheetOf(file);
      expect(sheet, file).not.toBeNull();
      expect(existsSync(sheet as string), `${file} → ${sheet}`).toBe(true);
    }
    // and every per-component stylesheet of core is reached from a module (none left out)
    const reached = new Set(modules.map((f) => path.basename(mantineStylesheetOf(f) as string)));
    const sheets = readdirSync(path.join(mantine, 'core/styles')).filter(
      (f) => f.endsWith('.css') && !f.endsWith('.layer.css'),
    );
    const globals = MANTINE_GLOBAL_SHEETS.map((s) => path.basename(s));
    expect(sheets.filter((s) => !reached.has(s) && !globals.includes(s))).toEqual([]);
  });

  it('is not a class-name module: other Mantine files, the app, other packages', () => {
    expect(mantineStylesheetOf(path.join(coreEsm, 'components/Button/Button.mjs'))).toBeNull();
    expect(mantineStylesheetOf(path.join(webSrc, 'features/home/components/x.module.mjs'))).toBeNull();
    expect(mantineStylesheetOf('/x/node_modules/other/esm/Button.module.mjs')).toBeNull();
    expect(mantineStylesheetOf(path.join(coreEsm, 'components/Button/Button.module.mjs'))).toBe(
      path.join(mantine, 'core/styles/Button.css'),
    );
  });

  it('gives every Mantine component the web app imports its stylesheet and those of its parts', () => {
    const used = mantineImports('core');
    const exports = coreExports();
    expect(used.size).toBeGreaterThan(30);
    for (const [name, files] of used) {
      if (!/^[A-Z]/.test(name)) continue; // hooks and functions (createTheme, useCombobox)
      const file = exports.get(name);
      expect(file, `${name} (imported by ${files.join(', ')}) is not in @mantine/core's index`).toBeDefined();
      // its own stylesheet among them exactly when Mantine ships one for it
      const own = existsSync(path.join(mantine, 'core/styles', `${name}.css`));
      expect(sheetsOf(file as string).includes(name), name).toBe(own);
    }
    // what a component is made of comes with it, its parts first (the order of Mantine's styles.css)
    const button = sheetsOf(exports.get('Button') as string);
    expect(button).toEqual(expect.arrayContaining(['UnstyledButton', 'Loader', 'Button']));
    expect(button.indexOf('UnstyledButton')).toBeLessThan(button.indexOf('Button'));
    expect(sheetsOf(exports.get('TextInput') as string)).toContain('Input');
    expect(sheetsOf(exports.get('Select') as string)).toEqual(
      expect.arrayContaining(['Input', 'Combobox', 'Popover', 'ScrollArea']),
    );
    expect(sheetsOf(exports.get('Modal') as string)).toEqual(
      expect.arrayContaining(['ModalBase', 'Overlay', 'CloseButton', 'Modal']),
    );
  });

  it('leaves only the global sheets to the entry and no whole stylesheet anywhere', () => {
    const main = readFileSync(path.join(webSrc, 'main.tsx'), 'utf8');
    const positions = MANTINE_GLOBAL_SHEETS.map((sheet) => main.indexOf(`import '${sheet}';`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const file of walk(webSrc).filter((f) => /\.tsx?$/.test(f))) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/@mantine\/[a-z-]+\/styles(\.layer)?\.css/);
    }
  });
});

describe('checkChunkStyles', () => {
  const css: Record<string, string> = {
    'entry.css': '.m_aaaaaaaa{color:red}@keyframes m_ffffff{to{opacity:0}}',
    'shared.css': '.m_bbbbbbbb{color:red}.m_cccccc:where(.x){margin:0}',
    'lazy.css': '.m_dddddddd{color:red}',
  };
  const chunk = (fileName: string, code: string, more: Partial<ChunkInfo> = {}): ChunkInfo => ({
    fileName,
    isEntry: false,
    code,
    imports: [],
    css: [],
    ...more,
  });
  const entry = chunk('entry.js', 'const a="m_aaaaaaaa"', { isEntry: true, css: ['entry.css'] });
  const shared = chunk('shared.js', 'const b={root:"m_bbbbbbbb"}', { css: ['shared.css'] });

  it('accepts classes defined by the chunk, the chunks it imports statically, or the entry', () => {
    const page = chunk('page.js', 'x("m_aaaaaaaa","m_bbbbbbbb","m_cccccc","m_ffffff")', {
      imports: ['shared.js'],
    });
    expect(checkChunkStyles([entry, shared, page], (f) => css[f] ?? '')).toEqual([]);
  });

  it('reports a class whose stylesheet loads only with another lazy chunk', () => {
    const lazy = chunk('lazy.js', 'const d="m_dddddddd"', { css: ['lazy.css'] });
    const page = chunk('page.js', 'x("m_bbbbbbbb","m_dddddddd","m_eeeeeeee")', {
      imports: ['shared.js'],
    });
    expect(checkChunkStyles([entry, shared, lazy, page], (f) => css[f] ?? '')).toEqual([
      { chunk: 'page.js', missing: ['m_dddddddd', 'm_eeeeeeee'] },
    ]);
  });
});
