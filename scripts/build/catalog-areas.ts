import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Splits the compiled translation catalogs by area (docs/decisions/053-light-public-pages.md): `shell` with the
 * strings of the entry and of what it loads on use (snackbars, dialogs), and one catalog per page that the router
 * loads lazily, named after the page module (`inquiry-create-page`, …, `manager-shell`), with the strings of its
 * chunks less the shell's. A page so fetches only what it shows: the public form no longer waits for every screen's
 * strings. Which strings a chunk holds is read from its code: the Lingui macro leaves each message's id in it.
 * In `vite dev` every area is answered with the whole catalog.
 */
export function catalogAreas({ router, catalogs }: { router: string; catalogs: string }): Plugin {
  const locales = () => readdirSync(catalogs);
  const catalogPath = (locale: string) => join(catalogs, locale, 'messages.json');
  const readCatalog = (locale: string) =>
    (JSON.parse(readFileSync(catalogPath(locale), 'utf8')) as { messages: Record<string, unknown> }).messages;
  return {
    name: 'catalog-areas',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(request.url ?? '');
        if (!match || !locales().includes(match[1]!)) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(readFileSync(catalogPath(match[1]!)));
      });
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const knownIds = new Set(Object.keys(readCatalog('de')));
      const idsOf = (code: string) =>
        [...code.matchAll(/\bid:\s*(?:"([^"]+)"|'([^']+)'|`([^`]+)`)/g)]
          .map((match) => match[1] ?? match[2] ?? match[3]!)
          .filter((id) => knownIds.has(id));

      const pageModules = this.getModuleInfo(router)?.dynamicallyImportedIds ?? [];
      if (pageModules.length === 0) this.error(`catalog-areas: no lazily loaded pages in ${router}`);
      const pageChunks = new Map<string, string>(); // chunk file -> area
      for (const chunk of chunks.values()) {
        // A page's own chunk, or the chunk a group put it in with what only it imports (scripts/build/chunk-groups.ts).
        const page = [chunk.facadeModuleId, ...chunk.moduleIds].find((id) => id && pageModules.includes(id));
        if (page)
          pageChunks.set(
            chunk.fileName,
            page
              .split('/')
              .pop()!
              .replace(/\.[jt]sx?$/, ''),
          );
      }
      /**
       * Chunk files reachable from `start` by static and dynamic imports, not loading another page. A page's chunk that
       * holds modules another page imports statically (scripts/build/chunk-groups.ts) runs with that page too.
       */
      const closure = (start: string) => {
        const seen = new Set<string>();
        const visit = (file: string, dynamic = false) => {
          if (seen.has(file) || (dynamic && file !== start && pageChunks.has(file))) return;
          seen.add(file);
          const chunk = chunks.get(file);
          for (const next of chunk?.imports ?? []) visit(next);
          for (const next of chunk?.dynamicImports ?? []) visit(next, true);
        };
        visit(start);
        return seen;
      };
      const idsIn = (files: Set<string>) => new Set([...files].flatMap((file) => idsOf(chunks.get(file)?.code ?? '')));

      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return this.error('catalog-areas: no entry chunk');
      const shellIds = idsIn(closure(entry.fileName));
      const areas = new Map<string, Set<string>>([['shell', shellIds]]);
      for (const [file, area] of pageChunks) {
        areas.set(area, new Set([...idsIn(closure(file))].filter((id) => !shellIds.has(id))));
      }

      for (const locale of locales()) {
        const messages = readCatalog(locale);
        for (const [area, ids] of areas) {
          const picked = Object.fromEntries([...ids].sort().map((id) => [id, messages[id]]));
          this.emitFile({
            type: 'asset',
            fileName: `locales/${locale}/${area}.json`,
            source: JSON.stringify({ messages: picked }),
          });
        }
      }
    },
  };
}
