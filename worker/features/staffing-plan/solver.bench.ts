import { expect, it } from 'vitest';
import { benchmarkInstance } from './solver.instances';
import { solvePlan } from './solver';

const RUNS = 7;
const LIMIT_MS = 1000;

it(`plans 200 workshops × 500 coaches in under ${LIMIT_MS} ms (median of ${RUNS} runs, inside workerd)`, () => {
  const times: number[] = [];
  let summary = '';
  for (let run = 0; run < RUNS; run++) {
    // A fresh instance per run (another seed), so no run profits from the previous one's shapes.
    const instance = benchmarkInstance(18 + run);
    const started = performance.now();
    const solution = solvePlan(instance);
    times.push(performance.now() - started);
    const seats = instance.units.reduce((sum, unit) => sum + unit.seats, 0);
    summary = `${instance.units.length} units (${seats} seats) × ${instance.coaches.length} coaches: ${solution.proposals.length} proposed`;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)]!;
  console.log(
    `bench:solver ${summary}; median ${median.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
  );
  expect(median).toBeLessThan(LIMIT_MS);
}, 120_000);
