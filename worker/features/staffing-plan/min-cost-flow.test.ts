import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MinCostFlow } from './min-cost-flow';

const [S, T, X, Y, P, Q] = [0, 1, 2, 3, 4, 5];

describe('MinCostFlow', () => {
  it('reroutes earlier flow along a backward arc to reach the maximum flow', () => {
    const flow = new MinCostFlow(6);
    flow.addArc(S, X, 1, 0);
    flow.addArc(S, Y, 1, 0);
    const xp = flow.addArc(X, P, 1, 0);
    const yp = flow.addArc(Y, P, 1, 0);
    const xq = flow.addArc(X, Q, 1, 10);
    flow.addArc(P, T, 1, 0);
    flow.addArc(Q, T, 1, 0);
    expect(flow.run(S, T)).toEqual({ flow: 2, cost: 10 });
    expect([flow.flowOn(xp), flow.flowOn(yp), flow.flowOn(xq)]).toEqual([0, 1, 1]);
  });

  it('charges a convex arc per unit by its marginal cost', () => {
    const flow = new MinCostFlow(4);
    flow.addArc(S, X, 3, 0);
    flow.addArc(S, Y, 3, 0);
    // Through X the k-th unit costs 10·k (10, 20, 30); through Y every unit costs 25.
    const convex = flow.addConvexArc(X, T, 3, (k) => 10 * k);
    const linear = flow.addArc(Y, T, 1, 25);
    expect(flow.run(S, T)).toEqual({ flow: 4, cost: 10 + 20 + 30 + 25 });
    expect([flow.flowOn(convex), flow.flowOn(linear)]).toEqual([3, 1]);
  });

  it('takes the cheapest units of a convex arc first when the flow is not forced through all', () => {
    const flow = new MinCostFlow(4);
    flow.addArc(S, X, 2, 0);
    const convex = flow.addConvexArc(X, Y, 2, (k) => 10 * k);
    const cheap = flow.addArc(X, T, 1, 15);
    flow.addArc(Y, T, 2, 0);
    // Two units: 10 (convex, first) + 15 (cheap) = 25 beats 10 + 20 = 30.
    expect(flow.run(S, T)).toEqual({ flow: 2, cost: 25 });
    expect([flow.flowOn(convex), flow.flowOn(cheap)]).toEqual([1, 1]);
  });
});

describe('MinCostFlow continued after changes (warm start)', () => {
  interface Spec {
    from: number;
    to: number;
    capacity: number;
    cost: number;
    slope: number | null;
  }
  const arc = (nodes: number) =>
    fc.record({
      from: fc.integer({ min: 0, max: nodes - 1 }),
      to: fc.integer({ min: 0, max: nodes - 1 }),
      capacity: fc.integer({ min: 0, max: 3 }),
      cost: fc.integer({ min: 0, max: 20 }),
      slope: fc.option(fc.integer({ min: 0, max: 15 })),
    });
  const change = (nodes: number) =>
    fc.oneof(
      fc.record({ kind: fc.constant('capacity' as const), arc: fc.nat(), capacity: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ kind: fc.constant('node' as const), arcs: fc.array(arc(nodes + 1), { minLength: 1, maxLength: 4 }) }),
      fc.record({ kind: fc.constant('arc' as const), arc: arc(nodes) }),
    );
  const instance = fc.integer({ min: 3, max: 8 }).chain((nodes) =>
    fc.record({
      nodes: fc.constant(nodes),
      arcs: fc.array(arc(nodes), { minLength: 3, maxLength: 18 }),
      rounds: fc.array(fc.array(change(nodes), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
    }),
  );
  const add = (flow: MinCostFlow, spec: Spec) =>
    spec.slope === null
      ? flow.addArc(spec.from, spec.to, spec.capacity, spec.cost)
      : flow.addConvexArc(spec.from, spec.to, spec.capacity, (k) => spec.cost + spec.slope! * k);

  it('answers what a new solve of the changed graph answers', () => {
    fc.assert(
      fc.property(instance, ({ nodes, arcs, rounds }) => {
        const specs: Spec[] = arcs.map((spec) => ({ ...spec }));
        let nodeCount = nodes;
        const warm = new MinCostFlow(nodes);
        specs.forEach((spec) => add(warm, spec));
        warm.run(S, T);
        for (const changes of rounds) {
          for (const step of changes) {
            if (step.kind === 'capacity') {
              const index = step.arc % specs.length;
              specs[index]!.capacity = step.capacity;
              warm.setCapacity(index, step.capacity);
            } else if (step.kind === 'arc') {
              specs.push({ ...step.arc });
              add(warm, step.arc);
            } else {
              const node = warm.addNode();
              nodeCount += 1;
              for (const spec of step.arcs) {
                // Arcs of the new node: one end is the new node, the other an existing one.
                const other = spec.to % node;
                const linked = spec.from % 2 === 0 ? { ...spec, from: node, to: other } : { ...spec, from: other, to: node };
                specs.push(linked);
                add(warm, linked);
              }
            }
          }
          const answer = warm.run(S, T);
          const cold = new MinCostFlow(nodeCount);
          specs.forEach((spec) => add(cold, spec));
          expect(answer).toEqual(cold.run(S, T));
          specs.forEach((spec, index) => expect(warm.flowOn(index)).toBeLessThanOrEqual(spec.capacity));
        }
      }),
      { numRuns: 500 },
    );
  });
});
