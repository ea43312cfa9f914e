import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Issue 31: nothing the public pages load, at first or on the first touch of their forms, may reach react-hook-form,
 * zod (zod/mini would be allowed) or the SPA's barrel of the contract's schemas (web/lib/schemas.ts). This walks the
 * imports of each public page's module in the sources, static and dynamic (every lazily loaded part of the page
 * counts), and lists the packages and files it reaches. A type-only import (`import type`, `export type`) is erased;
 * `import { type A }` is kept as an import (verbatimModuleSyntax), so it counts.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const publicPages = [
  'web/features/inquiries/pages/inquiry-create-page.tsx',
  'web/features/auth/pages/login-page.tsx',
  'web/features/evaluations/pages/public-evaluation-page.tsx',
];

const forbiddenPackages = ['react-hook-form', '@hookform/resolvers', 'zod'];
const forbiddenFiles = ['web/lib/schemas.ts'];

/** `import`/`export` … `from '…'` (what is imported: a default, `{ … }`, `* as x`), a bare `import '…'`, `import('…')`. */
const statement =
  /(?:^|[;\n])\s*(import|export)\s+(type\s+)?((?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+))\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a source imports at run time. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, , from, sideEffect, dynamic] = match;
    if (from && !typeOnly) found.push(from);
    if (sideEffect) found.push(sideEffect);
    if (dynamic) found.push(dynamic);
  }
  return found;
}

function resolveModule(specifier: string, importer: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(root, 'web', specifier.slice(2))
    : specifier.startsWith('@contract/')
      ? join(root, 'worker/contract', specifier.slice('@contract/'.length))
      : specifier.startsWith('.')
        ? resolve(dirname(importer), specifier)
        : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  throw new Error(`${relative(root, importer)}: cannot resolve ${specifier}`);
}

/** The files and packages a module reaches. */
function reach(start: string) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [join(root, start)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      const target = resolveModule(specifier, file);
      if (target) queue.push(target);
      else if (!packages.has(specifier)) packages.set(specifier, relative(root, file));
    }
  }
  return { files: [...files].map((file) => relative(root, file)), packages };
}

describe('what the public pages load', () => {
  it('finds the imports of a module (type-only ones left out)', () => {
    expect(
      runtimeImports(`import type { A } from 'a';
import { type B } from 'b';
import c, { d } from './c';
export type { E } from 'e';
export { f } from '@/f';
import 'g.css';
const h = lazy(() => import('./h'));`),
    ).toEqual(['b', './c', '@/f', 'g.css', './h']);
  });

  it('sees them where they are: the staff’s coach evaluation form reaches react-hook-form and zod', () => {
    const { packages } = reach('web/features/evaluations/components/coach-evaluation-form.tsx');
    expect(packages.has('react-hook-form')).toBe(true);
    expect(reach('web/lib/schemas.ts').packages.has('zod')).toBe(true);
  });

  it.each(publicPages)('%s reaches neither react-hook-form nor zod nor the schemas barrel', (page) => {
    const { files, packages } = reach(page);
    expect(files.length).toBeGreaterThan(10);
    const bad = [...packages].filter(([name]) =>
      forbiddenPackages.some((forbidden) => name === forbidden || name.startsWith(`${forbidden}/`)),
    );
    expect(
      bad.filter(([name]) => name !== 'zod/mini'),
      'packages imported (and by which file)',
    ).toEqual([]);
    expect(files.filter((file) => forbiddenFiles.includes(file))).toEqual([]);
  });
});
