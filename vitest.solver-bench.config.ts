import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { defineConfig } from 'vitest/config';
import workerConfig from './vitest.worker.config';

// `npm run bench:solver`: the staffing-plan solver's benchmark, inside workerd like the worker tests, but only this
// file (it runs the full-size solves several times, too long for `npm test`). `SOLVER_SIZES=400x1000` (units ×
// coaches, comma-separated; default all three) picks the sizes. Workerd answers zeros for `process.memoryUsage` and
// `os.loadavg`, so this config, in Node, reads the load average and measures the heap of the same solves in a Node
// child (worker/features/staffing-plan/solver.heap.ts) before the timed runs start; the test prints both beside its
// times and checks the budgets (decision 041).

declare module 'vitest' {
  export interface ProvidedContext {
    solverBench: SolverBenchContext;
  }
}

export interface SolverBenchContext {
  sizes: string[];
  /** 1, 5 and 15 minute load averages before the heap runs and before the timed runs. */
  loadBefore: number[];
  loadBeforeTimes: number[];
  /**
   * Per size: the peak memory (MB) during a solve, JS heap and typed arrays, all inside and the instance alone, worst
   * seed.
   */
  heap: Record<string, { peakMb: number; instanceMb: number; solverMb: number } | { error: string }>;
}

const HEAP_RUNS = 3;

const sizes = (process.env.SOLVER_SIZES ?? '200x500,400x1000,800x2000')
  .split(',')
  .map((size) => size.trim())
  .filter((size) => /^\d+x\d+$/.test(size));

/**
 * V8's `--trace-gc` prints the JS heap used before each collection and `--trace-gc-verbose` then the typed arrays'
 * buffers ("Backing store memory"); with a young generation of 1 MB per semi-space a collection runs every ~1 MB
 * allocated, so the largest sum between a solve's start and end marks is its peak within ~1 MB (garbage a bigger
 * young generation would hold on to is not counted).
 */
function measureHeap(): SolverBenchContext['heap'] {
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--trace-gc',
      '--trace-gc-verbose',
      '--max-semi-space-size=1',
      '--import',
      'tsx',
      'worker/features/staffing-plan/solver.heap.ts',
      String(HEAP_RUNS),
      ...sizes,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const heap: SolverBenchContext['heap'] = {};
  if (child.status !== 0) {
    for (const size of sizes) heap[size] = { error: `node exited ${child.status}: ${child.stderr.slice(-500)}` };
    return heap;
  }
  let current: { size: string; instance: number; peak: number; heapBefore: number } | null = null;
  for (const line of child.stdout.split('\n')) {
    const [mark, size, bytes] = line.split(' ');
    if (mark === 'heap-begin') {
      const instance = Number(bytes) / 1e6;
      current = { size: size!, instance, peak: instance, heapBefore: 0 };
      continue;
    }
    if (mark === 'heap-end' && current) {
      const peak = Math.max(current.peak, Number(bytes) / 1e6);
      const worst = heap[current.size];
      if (!worst || 'error' in worst || worst.peakMb < peak) {
        heap[current.size] = { peakMb: peak, instanceMb: current.instance, solverMb: peak - current.instance };
      }
      current = null;
      continue;
    }
    if (!current) continue;
    const collection = / ([\d.]+) \([\d.]+\) -> [\d.]+ \([\d.]+\) MB/.exec(line);
    if (collection) current.heapBefore = Number(collection[1]);
    const buffers = /Backing store memory:\s+(\d+) KB/.exec(line);
    if (buffers) current.peak = Math.max(current.peak, current.heapBefore + (Number(buffers[1]) * 1024) / 1e6);
  }
  return heap;
}

const loadBefore = loadavg();
const heap = measureHeap();
const solverBench: SolverBenchContext = { sizes, loadBefore, loadBeforeTimes: loadavg(), heap };

export default defineConfig({
  ...workerConfig,
  test: {
    ...workerConfig.test,
    include: ['worker/features/staffing-plan/solver.bench.ts'],
    setupFiles: [],
    provide: { solverBench },
  },
});
