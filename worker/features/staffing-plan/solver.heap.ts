/**
 * The solver's heap, measured in Node for `npm run bench:solver` (workerd answers zeros for `process.memoryUsage`).
 * Run by vitest.solver-bench.config.ts as `node --expose-gc --trace-gc --max-semi-space-size=1 --import tsx
 * solver.heap.ts 400x1000 …`: per size and seed it prints `heap-begin <size>`, a full GC's `heapUsed` with the
 * instance built, solves, prints `heap-end <size> <heapUsed with the solution>`; the config reads V8's `--trace-gc`
 * lines in between (the heap used before each collection) for the peak. Never part of the worker bundle.
 */
import { benchmarkInstance } from './solver.instances';
import { solvePlan } from './solver';

interface NodeGlobals {
  gc: () => void;
  process: { argv: string[]; memoryUsage: () => { heapUsed: number } };
}

const node = globalThis as unknown as NodeGlobals;
const [runsArgument, ...sizes] = node.process.argv.slice(2);
const runs = Number(runsArgument);
for (const size of sizes) {
  const [units, coaches] = size.split('x').map(Number) as [number, number];
  for (let run = 0; run < runs; run++) {
    const instance = benchmarkInstance(18 + run, { units, coaches });
    node.gc();
    console.log(`heap-begin ${size} ${node.process.memoryUsage().heapUsed}`);
    const solution = solvePlan(instance);
    console.log(`heap-end ${size} ${node.process.memoryUsage().heapUsed} ${solution.proposals.length}`);
  }
}
