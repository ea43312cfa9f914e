import { basename } from 'node:path';
import type { Rolldown } from 'vite';

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;
type Context = { getModuleInfo: (id: string) => ModuleInfo | null };

/**
 * Fewer, larger chunks for the pages a phone opens first (docs/decisions/053-light-public-pages.md). Left alone, the
 * bundler makes a chunk of every set of pages sharing modules: `/` loaded about thirty files, most under 1 KB, and
 * each compressed on its own (gzip finds no repeats across files). Two groups, each a single file:
 * - `app`: everything the entry imports statically (every page loads it before anything else);
 * - `public-forms`: what two or more of the public pages with a budget (`pages`) import statically, the form
 *   components, beyond `app`, unless it reaches a back-office library. A back-office page that shares one of those
 *   modules loads that file too: it is small and cached once a public page was seen;
 * - one per budgeted page: the page and what only it imports, in one file with it.
 */
/**
 * The back office's libraries. A module that reaches one (a feature's barrel exporting a back-office hook beside a
 * public one) stays out of `public-forms`: the group takes a module with all it imports, and so would bring it along.
 */
const backOffice = /node_modules[\\/](swr|react-hook-form|@hookform|zod)[\\/]/;

export function publicChunkGroups({ entry, pages }: { entry: string; pages: string[] }) {
  let app: Set<string> | undefined;
  let shared: Set<string> | undefined;
  /** Each budgeted page's own modules (no other of them imports), by page: the page's chunk. */
  let own: Map<string, string> | undefined;

  const staticClosure = (start: string, context: Context) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of context.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    visit(start);
    return seen;
  };

  const sets = (context: Context) => {
    if (!app || !shared || !own) {
      app = staticClosure(entry, context);
      app.delete(entry);
      const counts = new Map<string, number>();
      for (const page of pages)
        for (const id of staticClosure(page, context)) if (!app.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
      const reachesBackOffice = (id: string) => [...staticClosure(id, context)].some((next) => backOffice.test(next));
      shared = new Set(
        [...counts].filter(([id, count]) => count >= 2 && !/node_modules/.test(id) && !reachesBackOffice(id)).map(([id]) => id),
      );
      own = new Map();
      for (const page of pages) {
        const name = basename(page).replace(/\.\w+$/, '');
        for (const id of staticClosure(page, context))
          if (counts.get(id) === 1 && !/node_modules/.test(id) && !reachesBackOffice(id)) own.set(id, name);
      }
    }
    return { app, shared, own };
  };

  return {
    groups: [
      {
        debugName: 'app',
        name: (id: string, context: Context) => (sets(context).app.has(id) ? 'app' : null),
        priority: 2,
      },
      {
        debugName: 'public-forms',
        name: (id: string, context: Context) => (sets(context).shared.has(id) ? 'public-forms' : null),
        priority: 1,
      },
      {
        debugName: 'public-pages',
        name: (id: string, context: Context) => sets(context).own.get(id) ?? null,
        priority: 0,
      },
    ],
  };
}
