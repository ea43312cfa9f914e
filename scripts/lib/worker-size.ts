/**
 * What counts against the Worker size limit: every module `wrangler deploy --dry-run --outdir` writes (the bundle and
 * its data modules, such as the PDF fonts), not the source map, wrangler's README nor the esbuild metafile.
 */

/**
 * Cloudflare's limit on a Worker's size: 64 MiB uncompressed, on every plan. Until 2026-09-04 it was 10 MB after gzip on
 * the Paid plan and 3 MB on Free; Cloudflare then dropped the compressed limits for this single one
 * (https://developers.cloudflare.com/workers/platform/limits/#worker-size, changelog 2026-09-04 "increased Worker
 * size limit"; wrangler's bundle reporter compares the same number since cloudflare/workers-sdk#14001).
 */
export const WORKER_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** Above this share of the limit the check warns: the bundle has grown towards the limit. */
export const WORKER_SIZE_WARNING_SHARE = 0.5;

export interface WorkerModule {
  name: string;
  bytes: number;
  gzipBytes: number;
}

export interface WorkerSizeVerdict {
  level: 'ok' | 'warning' | 'over';
  message: string;
}

/** Whether wrangler uploads a file of its `--outdir` as a module of the Worker. */
export const isUploadedModule = (name: string, metafile: string) =>
  name !== 'README.md' && name !== metafile && !name.endsWith('.map');

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

export function judgeWorkerSize(modules: readonly WorkerModule[]): WorkerSizeVerdict {
  const bytes = modules.reduce((sum, module) => sum + module.bytes, 0);
  const gzipBytes = modules.reduce((sum, module) => sum + module.gzipBytes, 0);
  const share = bytes / WORKER_SIZE_LIMIT_BYTES;
  const message =
    `worker size: ${mib(bytes)} in ${modules.length} modules (gzip ${mib(gzipBytes)}), ` +
    `${(share * 100).toFixed(1)} % of the limit of ${mib(WORKER_SIZE_LIMIT_BYTES)} uncompressed`;
  if (share > 1) return { level: 'over', message: `${message}: over the limit, Cloudflare would refuse the upload` };
  if (share > WORKER_SIZE_WARNING_SHARE) return { level: 'warning', message: `${message}: more than half of it` };
  return { level: 'ok', message };
}
