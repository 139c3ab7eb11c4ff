import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's CSS per component, carried by the component itself (issue 10 point 6: the login page and
 * the first staff screen load only what they show).
 *
 * `@mantine/core/styles.css` holds every component's styles (~30 kB brotli) and loaded with the entry
 * on every page. Mantine also ships one stylesheet per component (`@mantine/core/styles/<Name>.css`),
 * but a stylesheet listed by hand per screen is easy to forget, and a component that lost its styles
 * shows no error. So the build attaches each stylesheet to the module that holds the component's
 * class names: every Mantine component imports `./<Name>.module.mjs` (its class names) and the
 * components it is made of, so a module that renders Button gets UnstyledButton's, Loader's and
 * Button's stylesheets, in that order (dependencies first, as in Mantine's own styles.css), in
 * whichever chunk Button lands in. A lazy screen's components bring their CSS with that screen.
 * The other @mantine packages ship one small stylesheet each (notifications: 2 kB), attached the same
 * way to their class-name modules.
 *
 * `src/main.tsx` imports the three global sheets (baseline, CSS variables, global classes such as
 * `mantine-focus-auto`). Vite links a chunk's stylesheet after those of the chunks it imports, and a
 * lazy chunk's after those already on the page, so a component's parts keep coming before it (the
 * entry's own sheet, with the global ones, follows the sheets of the chunks the entry imports, such as
 * UnstyledButton's; none of the global rules competes with them). In development Vite pre-bundles @mantine/core without plugins, so
 * `serve` adds the whole stylesheets to the entry instead.
 *
 * `checkChunkStyles` runs on every build: each Mantine class name a JavaScript chunk refers to must
 * be defined in the CSS that chunk brings or that the chunks it imports statically bring (or the
 * entry's), else the build fails.
 */

/** A class-name module of a Mantine package: `…/node_modules/@mantine/<pkg>/esm/…/<Name>.module.mjs`. */
const MANTINE_MODULE =
  /^(.*[\\/]node_modules[\\/]@mantine[\\/]([a-z-]+))[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;

/** The stylesheet a Mantine class-name module needs, or null if the file is not one. */
export function mantineStylesheetOf(id: string): string | null {
  const match = MANTINE_MODULE.exec(id.split('?')[0] ?? id);
  if (!match) return null;
  const [, packageRoot = '', pkg, name = ''] = match;
  // core: one sheet per component; the other packages: their one sheet
  return pkg === 'core'
    ? path.join(packageRoot, 'styles', `${name}.css`)
    : path.join(packageRoot, 'styles.css');
}

/** Global sheets every page needs; `src/main.tsx` imports them in this order. */
export const MANTINE_GLOBAL_SHEETS = [
  '@mantine/core/styles/baseline.css',
  '@mantine/core/styles/default-css-variables.css',
  '@mantine/core/styles/global.css',
] as const;

const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;
// a class (`.m_…`) or the keyframes of an animation (`@keyframes m_…`), which CSS modules name alike
const CSS_CLASS = /(?:\.|@keyframes\s+)(m_[0-9a-f]{6,8})\b/g;

export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  code: string;
  /** chunks imported statically */
  imports: readonly string[];
  /** CSS files Vite loads with this chunk */
  css: readonly string[];
}

/**
 * For each chunk, the Mantine class names its code names that no stylesheet loaded with it defines
 * (its own CSS, the CSS of the chunks it imports statically, the entry's). Empty when all is well.
 */
export function checkChunkStyles(
  chunks: readonly ChunkInfo[],
  cssSource: (fileName: string) => string,
): { chunk: string; missing: string[] }[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const defined = new Map<string, Set<string>>();
  const classesOf = (css: string) => {
    let set = defined.get(css);
    if (!set) {
      set = new Set([...cssSource(css).matchAll(CSS_CLASS)].map((m) => m[1] as string));
      defined.set(css, set);
    }
    return set;
  };
  const closureCss = (start: ChunkInfo): string[] => {
    const seen = new Set<string>();
    const css: string[] = [];
    const visit = (chunk: ChunkInfo | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      css.push(...chunk.css);
      for (const imported of chunk.imports) visit(byName.get(imported));
    };
    visit(start);
    for (const entry of chunks) if (entry.isEntry) visit(entry);
    return css;
  };
  const problems: { chunk: string; missing: string[] }[] = [];
  for (const chunk of chunks) {
    const named = new Set([...chunk.code.matchAll(MANTINE_CLASS)].map((m) => m[0]));
    if (named.size === 0) continue;
    const available = new Set(closureCss(chunk).flatMap((css) => [...classesOf(css)]));
    const missing = [...named].filter((c) => !available.has(c)).sort();
    if (missing.length > 0) problems.push({ chunk: chunk.fileName, missing });
  }
  return problems;
}

export function mantineCssPerComponent(): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'aquadesk-mantine-css-per-component',
    enforce: 'post',
    configResolved(config) {
      command = config.command;
    },
    transform(code, id) {
      if (command === 'serve') {
        if (!/[\\/]src[\\/]main\.tsx$/.test(id)) return null;
        return `import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';\nimport '@mantine/spotlight/styles.css';\nimport '@mantine/charts/styles.css';\nimport '@mantine/dates/styles.css';\n${code}`;
      }
      const sheet = mantineStylesheetOf(id);
      if (!sheet) return null;
      if (!existsSync(sheet)) this.error(`Mantine module ${id} has no stylesheet at ${sheet}`);
      return { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null };
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const css = output.viteMetadata?.importedCss;
        if (!css) this.error(`no CSS metadata for ${output.fileName}: the Mantine style check cannot run`);
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          code: output.code,
          imports: output.imports,
          css: [...css],
        });
      }
      const problems = checkChunkStyles(chunks, (fileName) => {
        const asset = bundle[fileName];
        return asset?.type === 'asset' ? String(asset.source) : '';
      });
      if (problems.length > 0)
        this.error(
          `Mantine classes without their stylesheet:\n${problems
            .map((p) => `  ${p.chunk}: ${p.missing.join(', ')}`)
            .join('\n')}`,
        );
    },
  };
}
