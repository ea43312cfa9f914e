// The public pages' size budgets (issue 31, docs/decisions/053-light-public-pages.md), in KB gzip: everything a
// browser fetches for the page at first load (HTML, JS, CSS, translation catalogs) and what the first touch of its
// form adds. `npm run check:size` (part of `npm test`) estimates the first load from the build's bundle report;
// `npm run bench:web` measures both in Chromium against the real stack; both fail above `firstLoadKB`.
import { readFileSync } from 'node:fs';

export const budgets = [
  {
    route: '/',
    page: 'web/features/inquiries/pages/inquiry-create-page.tsx',
    area: 'inquiry-create-page',
    // The HTML the worker answers the route with (scripts/build/prerender.mjs): dist/client/documents/<document>/.
    document: 'home',
    firstLoadKB: 60,
    firstTouchKB: 10,
  },
  {
    route: '/login',
    page: 'web/features/auth/pages/login-page.tsx',
    area: 'login-page',
    document: 'login',
    firstLoadKB: 70,
  },
  {
    route: '/evaluations/{token}',
    page: 'web/features/evaluations/pages/public-evaluation-page.tsx',
    area: 'public-evaluation-page',
    document: 'evaluation',
    firstLoadKB: 50,
  },
];

export const REPORT_FILE = 'dist/bundle-report.json';
export const readReport = () => JSON.parse(readFileSync(REPORT_FILE, 'utf8'));
export const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** The chunks a module-script import of `start` loads at once: itself and its static imports, transitively. */
export function staticClosure(report, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of report.chunks[file]?.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

const LANGUAGES = ['de', 'fr', 'it', 'en'];

export const entryChunkOf = (report) => Object.keys(report.chunks).find((file) => report.chunks[file].entry);

/** The public stylesheet (web/styles.css): what the chunks the entry loads at once bring. */
export const publicStylesheets = (report) => [
  ...new Set([...staticClosure(report, entryChunkOf(report))].flatMap((file) => report.chunks[file].css)),
];

/** The stylesheet behind the sign-in is the manager shell's (web/app/manager/manager.css); every page's is the entry's. */
const MANAGER_SHELL = 'web/app/manager/manager-shell.tsx';
const isPageChunk = (report, file) =>
  /\/pages\/[^/]+\.tsx$/.test(report.chunks[file].facade ?? '') || report.chunks[file].facade === MANAGER_SHELL;

/**
 * Every chunk a visit of `budget.route` can run while it stays on that page: the entry's, the page's, and what they
 * load on demand (dialogs, snackbars, the form's rules), but not another page's. The document's inline styles cover
 * their classes (scripts/build/prerender.mjs); going to another page loads the whole stylesheet (web/lib/lazy.ts).
 */
export function documentChunks(report, budget) {
  const page = Object.keys(report.chunks).find((file) => report.chunks[file].facade === budget.page);
  const seen = new Set();
  // Another page's chunk runs with this one only when imported statically (a module both use, scripts/build/chunk-groups.ts).
  const visit = (file, dynamic = false) => {
    if (seen.has(file) || (dynamic && file !== page && isPageChunk(report, file))) return;
    seen.add(file);
    for (const next of report.chunks[file].imports) visit(next);
    for (const next of report.chunks[file].dynamicImports) visit(next, true);
  };
  visit(entryChunkOf(report));
  visit(page);
  return seen;
}

/**
 * What the build says a first visit of `budget.route` fetches: the HTML (with the page's styles and its two catalogs
 * inline) in the language where it is largest, the entry and the page chunk with their static imports and CSS.
 */
export function estimateFirstLoad(report, budget) {
  const entry = entryChunkOf(report);
  const page = Object.keys(report.chunks).find((file) => report.chunks[file].facade === budget.page);
  if (!page)
    throw new Error(`${budget.route}: no chunk for ${budget.page} in the build (renamed? update scripts/web-budgets.mjs)`);
  const chunks = new Set([...staticClosure(report, entry), ...staticClosure(report, page)]);
  // The document has the public stylesheet's rules its page uses inline, and does not load the file.
  const inline = new Set(publicStylesheets(report));
  const css = new Set([...chunks].flatMap((file) => report.chunks[file].css).filter((file) => !inline.has(file)));
  // The largest of the document and its variants (documents/evaluation/by_audience/…), in any language.
  const html = (language) => {
    const file = `documents/${budget.document}/${language}.html`;
    if (report.assets[file] === undefined) throw new Error(`${budget.route}: no ${file} in the build`);
    const variants = Object.keys(report.assets).filter((asset) =>
      new RegExp(`^documents/${budget.document}/[^/]+/${language}\\.html$`).test(asset),
    );
    return Math.max(...[file, ...variants].map((asset) => report.assets[asset]));
  };
  const files = [
    ...[...chunks].map((file) => ({ file, kind: 'js', bytes: report.chunks[file].gzip })),
    ...[...css].map((file) => ({ file, kind: 'css', bytes: report.assets[file] ?? 0 })),
    {
      file: `documents/${budget.document}/**.html`,
      kind: 'html',
      bytes: Math.max(...LANGUAGES.map((language) => html(language))),
    },
  ];
  return { files, total: files.reduce((sum, { bytes }) => sum + bytes, 0) };
}

/** The largest modules of a built file, for a line of a size table. */
export const largestModules = (report, file, count = 3) =>
  (report.chunks[file]?.modules ?? [])
    .slice(0, count)
    .map(([module, bytes]) => `${module.replace(/^node_modules\//, '')} ${kb(bytes)}`)
    .join(', ');

/**
 * Classes the back office's stylesheet has, the public one lacks, and a public page's code uses: a page would draw
 * them unstyled until the back office were loaded. Public code: every chunk the entry reaches without the manager shell.
 */
export function classesMissingFromPublicCss(report, readFile) {
  const entry = entryChunkOf(report);
  const shell = Object.keys(report.chunks).find((file) => report.chunks[file].facade === MANAGER_SHELL);
  const publicChunks = new Set();
  const visit = (file) => {
    if (publicChunks.has(file) || file === shell) return;
    publicChunks.add(file);
    for (const next of [...report.chunks[file].imports, ...report.chunks[file].dynamicImports]) visit(next);
  };
  visit(entry);
  const tokens = new Set([...publicChunks].flatMap((file) => readFile(file).split(/[\s"'`]+/)));
  // A rule's own class, not one it only refers to (`:where(.group):hover …` styles the group's children).
  const classesOf = (css) =>
    new Set([...css.matchAll(/(?:^|[{},\s])\.((?:\\.|[\w-])+)/g)].map((match) => match[1].replace(/\\(.)/g, '$1')));
  const publicClasses = classesOf(publicStylesheets(report).map(readFile).join('\n'));
  const managerClasses = classesOf(report.chunks[shell].css.map(readFile).join('\n'));
  return [...managerClasses].filter((name) => !publicClasses.has(name) && tokens.has(name)).sort();
}
