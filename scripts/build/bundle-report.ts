import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

export interface ReportedChunk {
  /** The module the chunk stands for (a lazily loaded page), relative to the project. */
  facade: string | null;
  entry: boolean;
  gzip: number;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  /** The largest modules: [path, bytes before gzip]. */
  modules: [string, number][];
}

export interface BundleReport {
  chunks: Record<string, ReportedChunk>;
  /** Every other file of the build (CSS, translation catalogs): its gzip size. */
  assets: Record<string, number>;
}

/**
 * The module a chunk stands for: its facade, or for a page that a chunk group (scripts/build/chunk-groups.ts) put in
 * one file with what only it imports, the page module (the group is named after it).
 */
function facadeOf(chunk: Rolldown.OutputChunk, root: string): string | null {
  const id = chunk.facadeModuleId ?? chunk.moduleIds.find((module) => module.endsWith(`/pages/${chunk.name}.tsx`));
  return id ? relative(root, id) : null;
}

const gzipSize = (source: string | Uint8Array) => gzipSync(source, { level: 9 }).length;

/**
 * Writes `file` after each build: every chunk with its gzip size, its imports, its CSS and its largest modules, and
 * every asset's gzip size. `npm run check:size` and `npm run bench:web` read it (scripts/web-budgets.mjs).
 */
export function bundleReport({ file, root }: { file: string; root: string }): Plugin {
  return {
    name: 'bundle-report',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    writeBundle(_options, bundle) {
      const report: BundleReport = { chunks: {}, assets: {} };
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset') {
          report.assets[output.fileName] = gzipSize(output.source);
          continue;
        }
        report.chunks[output.fileName] = {
          facade: facadeOf(output, root),
          entry: output.isEntry,
          gzip: gzipSize(output.code),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: Object.entries(output.modules)
            .map(([id, module]): [string, number] => [relative(root, id.replace(/^\0/, '')), module.renderedLength])
            .sort((a, b) => b[1] - a[1])
            .slice(0, 8),
        };
      }
      writeFileSync(file, JSON.stringify(report, null, 1));
    },
  };
}
