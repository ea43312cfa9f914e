import { expect, inject, it } from 'vitest';
import { benchmarkInstance } from './solver.instances';
import { solvePlan } from './solver';

/**
 * `npm run bench:solver` (vitest.solver-bench.config.ts): per size, fresh instances (seed 18, 19, …) solved inside
 * workerd, the median wall time; the memory and the load average come from the config's Node side (workerd cannot
 * read them): the peak of the JS heap plus the typed arrays' buffers during a solve, the instance and Node's own
 * heap included. Budgets (decision 041): today's 200 × 500 and twice its size within 1 s and 64 MB; four times
 * within a Worker's 128 MB and 3 s (a request may use 30 s of CPU on the paid plan by default).
 */
interface Budget {
  runs: number;
  medianMs: number;
  heapMb: number;
}

const BUDGETS: Record<string, Budget> = {
  '200x500': { runs: 7, medianMs: 1000, heapMb: 64 },
  '400x1000': { runs: 7, medianMs: 1000, heapMb: 64 },
  '800x2000': { runs: 5, medianMs: 3000, heapMb: 128 },
};
const OTHER_SIZE: Budget = { runs: 5, medianMs: Infinity, heapMb: 128 };

declare module 'vitest' {
  export interface ProvidedContext {
    solverBench: {
      sizes: string[];
      loadBefore: number[];
      loadBeforeTimes: number[];
      heap: Record<string, { peakMb: number; instanceMb: number; solverMb: number } | { error: string }>;
    };
  }
}

const context = inject('solverBench');
const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(' ');

console.log(
  `bench:solver load average (1, 5, 15 min) ${load(context.loadBefore)} before the heap runs, ` +
    `${load(context.loadBeforeTimes)} before the timed runs`,
);

for (const size of context.sizes) {
  const [units, coaches] = size.split('x').map(Number) as [number, number];
  const budget = BUDGETS[size] ?? OTHER_SIZE;

  it(`plans ${units} workshops × ${coaches} coaches within ${budget.medianMs} ms (median of ${budget.runs}, workerd) and ${budget.heapMb} MB`, () => {
    const times: number[] = [];
    let summary = '';
    let optimal = 0;
    for (let run = 0; run < budget.runs; run++) {
      // A fresh instance per run (another seed), so no run profits from the previous one's shapes.
      const instance = benchmarkInstance(18 + run, { units, coaches });
      const started = performance.now();
      const solution = solvePlan(instance);
      times.push(performance.now() - started);
      if (solution.optimality === 'optimal') optimal += 1;
      const seats = instance.units.reduce((sum, unit) => sum + unit.seats, 0);
      summary = `${units} units (${seats} seats) × ${coaches} coaches: ${solution.proposals.length} proposed`;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(budget.runs / 2)]!;
    const heap = context.heap[size];
    const heapText = !heap
      ? 'memory not measured'
      : 'error' in heap
        ? `memory not measured (${heap.error})`
        : `memory peak ${heap.peakMb.toFixed(1)} MB (JS heap + typed arrays; instance ${heap.instanceMb.toFixed(1)}, ` +
          `solve ${heap.solverMb.toFixed(1)}; in Node --max-semi-space-size=1, worst of 3 seeds)`;
    console.log(
      `bench:solver ${summary} (last seed), ${optimal}/${budget.runs} proven optimal; median ${median.toFixed(0)} ms, ` +
        `min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (workerd, wall clock); ${heapText}; ` +
        `load average ${load(context.loadBeforeTimes)}`,
    );
    expect(median).toBeLessThan(budget.medianMs);
    expect(heap && !('error' in heap) ? heap.peakMb : Infinity).toBeLessThan(budget.heapMb);
  }, 600_000);
}
