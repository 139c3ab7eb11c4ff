/**
 * No React component of the web app is over 200 lines (docs/architecture.md, house rule 8: one component
 * per form, a screen made of small parts). A component is a PascalCase function declaration, or a
 * PascalCase const holding an arrow function or function expression (memo/forwardRef wrappers included),
 * in a .tsx file of apps/web/src. Run by `npm run lint` (`node --import tsx scripts/check-component-size.ts
 * [ROOT]`); exits 1 and lists each component over the limit with its length.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';

export const COMPONENT_MAX_LINES = 200;

export interface ComponentSize {
  file: string;
  name: string;
  lines: number;
}

const isComponentName = (name: string) => /^[A-Z][A-Za-z0-9]*$/.test(name);

/** A node of Babel's AST, as far as this check reads it. */
interface AstNode {
  type: string;
  loc?: { start: { line: number }; end: { line: number } } | null;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The function a const holds: itself, or the one wrapped by memo(…) / forwardRef(…). */
function functionIn(node: unknown): AstNode | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return node;
  if (node.type === 'CallExpression' && Array.isArray(node.arguments)) {
    return (node.arguments as unknown[]).map(functionIn).find(Boolean);
  }
  if (node.type === 'TSAsExpression' || node.type === 'ParenthesizedExpression')
    return functionIn(node.expression);
  return undefined;
}

/** Every component of one file with its length in lines (first to last line of its function). */
export function componentSizes(file: string, source: string): ComponentSize[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const sizes: ComponentSize[] = [];
  const measure = (name: string, fn: AstNode) => {
    if (fn.loc) sizes.push({ file, name, lines: fn.loc.end.line - fn.loc.start.line + 1 });
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    const id = node.id;
    if (node.type === 'FunctionDeclaration' && isNode(id) && isComponentName(String(id.name))) {
      measure(String(id.name), node);
    } else if (node.type === 'VariableDeclarator' && isNode(id) && id.type === 'Identifier') {
      const fn = isComponentName(String(id.name)) ? functionIn(node.init) : undefined;
      if (fn) measure(String(id.name), fn);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'start' && key !== 'end' && typeof value === 'object') visit(value);
    }
  };
  visit(ast.program);
  return sizes;
}

export function oversized(sizes: readonly ComponentSize[], max = COMPONENT_MAX_LINES): ComponentSize[] {
  return sizes.filter((s) => s.lines > max);
}

function tsxFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full, root);
    return entry.name.endsWith('.tsx') ? [path.relative(root, full)] : [];
  });
}

export function checkComponents(srcDir: string): ComponentSize[] {
  return tsxFiles(srcDir).flatMap((file) =>
    oversized(componentSizes(file, readFileSync(path.join(srcDir, file), 'utf8'))),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const found = checkComponents(path.join(root, 'apps/web/src'));
  for (const c of found) console.error(`apps/web/src/${c.file}: ${c.name} is ${c.lines} lines`);
  if (found.length > 0) {
    console.error(`\n${found.length} component(s) over ${COMPONENT_MAX_LINES} lines: split them`);
    process.exit(1);
  }
  console.log(`check-component-size: no web component over ${COMPONENT_MAX_LINES} lines`);
}
