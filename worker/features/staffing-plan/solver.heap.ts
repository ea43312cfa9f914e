/**
 * The solver's memory, measured in Node for `npm run bench:solver` (workerd answers zeros for
 * `process.memoryUsage`). Run by vitest.solver-bench.config.ts as `node --expose-gc --trace-gc --trace-gc-verbose
 * --max-semi-space-size=1 --import tsx solver.heap.ts <runs> 400x1000 …`: per size and seed it prints `heap-begin
 * <size> <bytes>` (the JS heap and the typed arrays' buffers after a full GC, the instance built), solves, prints
 * `heap-end <size> <bytes>` (the same with the solution); the config reads V8's lines in between for the peak.
 * Never part of the worker bundle.
 */
import { benchmarkInstance } from './solver.instances';
import { solvePlan } from './solver';

interface NodeGlobals {
  gc: () => void;
  process: { argv: string[]; memoryUsage: () => { heapUsed: number; arrayBuffers: number } };
}

const node = globalThis as unknown as NodeGlobals;
const [runsArgument, ...sizes] = node.process.argv.slice(2);
const used = () => {
  const memory = node.process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};
const runs = Number(runsArgument);
for (const size of sizes) {
  const [units, coaches] = size.split('x').map(Number) as [number, number];
  for (let run = 0; run < runs; run++) {
    const instance = benchmarkInstance(18 + run, { units, coaches });
    node.gc();
    console.log(`heap-begin ${size} ${used()}`);
    const solution = solvePlan(instance);
    console.log(`heap-end ${size} ${used()} ${solution.proposals.length}`);
  }
}
