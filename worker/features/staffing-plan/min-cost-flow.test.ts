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
