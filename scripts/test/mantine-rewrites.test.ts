import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zeroRightClassName } from 'react-remove-scroll-bar/constants';
import { describe, expect, it } from 'vitest';
import {
  APP_SHELL_SECTION,
  NO_RESIZE_HANDLE,
  rewriteAppShellSection,
  rewriteTableScrollContainer,
  TABLE_SCROLL_CONTAINER,
  ZERO_RIGHT_CLASS,
} from '../../apps/web/mantine-rewrites.ts';
import { repoRoot, walk, webSrc } from './support/web-sources.ts';

// The build's rewrites of Mantine modules (apps/web/mantine-rewrites.ts, issue 10 point 6).

const mantine = path.join(repoRoot, 'node_modules/@mantine/core/esm/components');
const installed = path.join(mantine, 'Table/TableScrollContainer.mjs');

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

describe('AppShell sections without react-remove-scroll and the resize handle', () => {
  const section = (name: string) => path.join(mantine, `AppShell/AppShell${name}/AppShell${name}.mjs`);

  it('rewrites each installed section: no such imports, the same class as a literal', () => {
    for (const name of ['Header', 'Navbar', 'Footer', 'Aside']) {
      const file = section(name);
      expect(APP_SHELL_SECTION.test(file), file).toBe(true);
      const rewritten = rewriteAppShellSection(readFileSync(file, 'utf8'));
      expect(rewritten, file).not.toBeNull();
      expect(rewritten).not.toMatch(/react-remove-scroll|RemoveScroll|AppShellResizeHandle\.mjs/);
      expect(rewritten).toContain(NO_RESIZE_HANDLE);
      if (name !== 'Navbar') {
        expect(rewritten).toContain(`[${JSON.stringify(ZERO_RIGHT_CLASS)}]: ctx.offsetScrollbars`);
      }
    }
    expect(APP_SHELL_SECTION.test(path.join(mantine, 'AppShell/AppShellMain/AppShellMain.mjs'))).toBe(false);
    expect(rewriteAppShellSection('export const x = 1;')).toBeNull();
  });

  it('pads the class the installed scroll lock pads', () => {
    expect(ZERO_RIGHT_CLASS).toBe(zeroRightClassName);
  });

  it('no AppShell in the app is given a resize controller, which the rewritten sections cannot show', () => {
    const resizing: string[] = [];
    for (const file of walk(webSrc).filter((f) => /\.tsx?$/.test(f))) {
      const source = readFileSync(file, 'utf8');
      if (/useAppShellResize|<AppShell\b[^>]*\bresize=/.test(source))
        resizing.push(path.relative(webSrc, file));
    }
    expect(resizing).toEqual([]);
  });
});
