import { describe, expect, it } from 'vitest';
import { isUploadedModule, judgeWorkerSize, WORKER_SIZE_LIMIT_BYTES } from './worker-size';

const module = (bytes: number) => ({ name: 'index.js', bytes, gzipBytes: Math.round(bytes / 4) });

describe('the worker size check', () => {
  it('counts the bundle and its data modules, not the source map, README or metafile', () => {
    const written = ['index.js', 'index.js.map', 'README.md', 'bundle-meta.json', '4013af-Arimo_700Bold.ttf'];
    expect(written.filter((name) => isUploadedModule(name, 'bundle-meta.json'))).toEqual([
      'index.js',
      '4013af-Arimo_700Bold.ttf',
    ]);
  });

  it('passes a small worker and prints its size, gzip size and share of the limit', () => {
    const verdict = judgeWorkerSize([module(4 * 1024 * 1024), module(1024 * 1024)]);
    expect(verdict.level).toBe('ok');
    expect(verdict.message).toBe(
      'worker size: 5.00 MiB in 2 modules (gzip 1.25 MiB), 7.8 % of the limit of 64.00 MiB uncompressed',
    );
  });

  it('warns above half of the limit and fails above the limit, summed over all modules', () => {
    expect(judgeWorkerSize([module(WORKER_SIZE_LIMIT_BYTES / 2 + 1)]).level).toBe('warning');
    expect(judgeWorkerSize([module(WORKER_SIZE_LIMIT_BYTES)]).level).toBe('warning');
    const over = judgeWorkerSize([module(WORKER_SIZE_LIMIT_BYTES - 10), module(11)]);
    expect(over.level).toBe('over');
    expect(over.message).toMatch(/over the limit/);
  });
});
