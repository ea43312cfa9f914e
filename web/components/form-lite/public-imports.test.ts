import { describe, expect, it } from 'vitest';

/*
 * Issue 31: nothing the public pages load, at first or on the first touch of their forms, may reach react-hook-form,
 * zod (zod/mini would be allowed) or the SPA's barrel of the contract's schemas (web/lib/schemas.ts). This walks the
 * imports of each public page's module in the sources, static and dynamic (every lazily loaded part of the page
 * counts), and lists the packages and files it reaches. A type-only import (`import type`, `export type`) is erased;
 * `import { type A }` is kept as an import (verbatimModuleSyntax), so it counts.
 */

/** `a/b/../c` -> `a/c`. */
const normalize = (path: string) =>
  path.split('/').reduce<string[]>((parts, part) => {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
    return parts;
  }, []);
/** The sources as text, by their path in the repository (`web/lib/contract.ts`). */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob(['../../../web/**/*.{ts,tsx}', '../../../worker/contract/**/*.ts', '!**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>,
  ).map(([path, text]) => [normalize(`web/components/form-lite/${path}`).join('/'), text]),
);

const dirOf = (file: string) => file.split('/').slice(0, -1).join('/');

const publicPages = [
  'web/features/inquiries/pages/inquiry-create-page.tsx',
  'web/features/auth/pages/login-page.tsx',
  'web/features/evaluations/pages/public-evaluation-page.tsx',
];

const forbiddenPackages = ['react-hook-form', '@hookform/resolvers', 'zod'];
const forbiddenFiles = [
  'web/lib/schemas.ts',
  // Every form's validation texts: the public pages need only theirs (components/form/public-messages.ts).
  'web/components/form/messages.ts',
];

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
    ? `web/${specifier.slice(2)}`
    : specifier.startsWith('@contract/')
      ? `worker/contract/${specifier.slice('@contract/'.length)}`
      : specifier.startsWith('.')
        ? `${dirOf(importer)}/${specifier}`
        : null;
  if (!base) return null;
  const path = normalize(base).join('/');
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`]) {
    if (candidate in sources) return candidate;
  }
  if (/\.(css|svg|png|json)$/.test(path)) return null;
  throw new Error(`${importer}: cannot resolve ${specifier}`);
}

/** The files and packages a module reaches. */
function reach(start: string) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const text = sources[file];
    if (text === undefined) throw new Error(`no source ${file}`);
    for (const specifier of runtimeImports(text)) {
      const target = resolveModule(specifier, file);
      if (target) queue.push(target);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/') && !packages.has(specifier)) {
        packages.set(specifier, file);
      }
    }
  }
  return { files: [...files], packages };
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

  it.each(publicPages)('%s reaches neither react-hook-form nor zod nor the schemas barrel nor every form’s texts', (page) => {
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
