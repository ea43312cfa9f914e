/**
 * Min-cost maximum flow by successive shortest paths (Dijkstra with potentials) on typed arrays. Every cost must
 * be a non-negative integer, so the potentials start at zero and the sums stay exact in float64.
 *
 * A convex arc carries a cost per unit that grows with its flow: its k-th unit costs `marginal(k)` (non-decreasing
 * in k). This is the usual chain of parallel unit arcs folded into one: forward, the next unit costs
 * `marginal(flow + 1)`; backward, returning the last unit saves `marginal(flow)`.
 */
export type Marginal = (k: number) => number;

interface ArcSpec {
  from: number;
  to: number;
  capacity: number;
  cost: number;
  marginal: Marginal | null;
}

export class MinCostFlow {
  private readonly arcs: ArcSpec[] = [];
  private edgeOfArc = new Int32Array(0);
  private residual = new Int32Array(0);

  constructor(private readonly nodeCount: number) {}

  /** Adds an arc with a fixed cost per unit; answers its id (for `flowOn`). */
  addArc(from: number, to: number, capacity: number, cost: number) {
    this.arcs.push({ from, to, capacity, cost, marginal: null });
    return this.arcs.length - 1;
  }

  addConvexArc(from: number, to: number, capacity: number, marginal: Marginal) {
    this.arcs.push({ from, to, capacity, cost: 0, marginal });
    return this.arcs.length - 1;
  }

  flowOn(arc: number) {
    return this.residual[this.edgeOfArc[arc]! ^ 1]!;
  }

  /** Sends as much flow as possible from source to sink at the least cost; answers the flow and its cost. */
  run(source: number, sink: number) {
    const graph = this.buildResidualGraph();
    const { head, next, to, cost, convex, arcOfEdge } = graph;
    const residual = this.residual;
    const marginals = this.arcs.map((arc) => arc.marginal);
    const n = this.nodeCount;
    const potential = new Float64Array(n);
    const dist = new Float64Array(n);
    const visited = new Uint8Array(n);
    const heap = new BinaryHeap(to.length + n);
    const edgeCost = (edge: number) => {
      if (!convex[edge]) return cost[edge]!;
      const marginal = marginals[arcOfEdge[edge]!]!;
      const flow = residual[edge & 1 ? edge : edge ^ 1]!;
      return edge & 1 ? -marginal(flow) : marginal(flow + 1);
    };
    let flow = 0;
    let total = 0;
    for (;;) {
      dist.fill(Infinity);
      dist[source] = 0;
      heap.clear();
      heap.push(source, 0);
      while (heap.size > 0) {
        const d = heap.topKey();
        const node = heap.pop();
        if (d > dist[node]!) continue;
        if (node === sink) break;
        const base = d + potential[node]!;
        for (let edge = head[node]!; edge !== -1; edge = next[edge]!) {
          if (residual[edge] === 0) continue;
          const target = to[edge]!;
          const candidate = base + (convex[edge] ? edgeCost(edge) : cost[edge]!) - potential[target]!;
          if (candidate < dist[target]!) {
            dist[target] = candidate;
            heap.push(target, candidate);
          }
        }
      }
      const reach = dist[sink]!;
      if (reach === Infinity) break;
      for (let node = 0; node < n; node++) potential[node]! += Math.min(dist[node]!, reach);
      // Every shortest path now has reduced cost 0: send along as many of them as there are before the next search.
      visited.fill(0);
      for (;;) {
        const pushed = this.pushAlongTightPath(source, sink, graph, potential, visited, edgeCost);
        if (pushed === null) break;
        total += pushed;
        flow += 1;
      }
    }
    return { flow, cost: total };
  }

  /**
   * Depth-first search for a path of reduced cost 0 (a shortest path); pushes one unit along it and answers its
   * cost, or null when there is none. Pushing keeps every reduced cost ≥ 0 (a convex arc's next unit costs no less).
   * Nodes that led nowhere stay marked for the rest of the phase: that may miss a path, never finds a wrong one,
   * and the next Dijkstra search finds what was missed.
   */
  private pushAlongTightPath(
    source: number,
    sink: number,
    graph: ResidualGraph,
    potential: Float64Array,
    visited: Uint8Array,
    edgeCost: (edge: number) => number,
  ): number | null {
    const { head, next, to } = graph;
    const residual = this.residual;
    const path: number[] = [];
    const walk = (node: number): boolean => {
      if (node === sink) return true;
      visited[node] = 1;
      for (let edge = head[node]!; edge !== -1; edge = next[edge]!) {
        const target = to[edge]!;
        if (residual[edge] === 0 || visited[target]) continue;
        if (edgeCost(edge) + potential[node]! - potential[target]! !== 0) continue;
        path.push(edge);
        if (walk(target)) return true;
        path.pop();
      }
      return false;
    };
    if (!walk(source)) return null;
    let cost = 0;
    visited[source] = 0;
    for (const edge of path) {
      visited[to[edge]!] = 0;
      cost += edgeCost(edge);
      residual[edge]! -= 1;
      residual[edge ^ 1]! += 1;
    }
    return cost;
  }

  private buildResidualGraph(): ResidualGraph {
    const edges = this.arcs.length * 2;
    const head = new Int32Array(this.nodeCount).fill(-1);
    const next = new Int32Array(edges);
    const to = new Int32Array(edges);
    const cost = new Float64Array(edges);
    const convex = new Uint8Array(edges);
    const arcOfEdge = new Int32Array(edges);
    this.residual = new Int32Array(edges);
    this.edgeOfArc = new Int32Array(this.arcs.length);
    // Arcs are linked in reverse so each node's list keeps the order they were added (deterministic ties).
    for (let arc = this.arcs.length - 1; arc >= 0; arc--) {
      const spec = this.arcs[arc]!;
      const forward = arc * 2;
      const backward = forward + 1;
      this.edgeOfArc[arc] = forward;
      to[forward] = spec.to;
      to[backward] = spec.from;
      cost[forward] = spec.cost;
      cost[backward] = -spec.cost;
      convex[forward] = convex[backward] = spec.marginal ? 1 : 0;
      arcOfEdge[forward] = arcOfEdge[backward] = arc;
      this.residual[forward] = spec.capacity;
      next[forward] = head[spec.from]!;
      head[spec.from] = forward;
      next[backward] = head[spec.to]!;
      head[spec.to] = backward;
    }
    return { head, next, to, cost, convex, arcOfEdge };
  }
}

interface ResidualGraph {
  head: Int32Array;
  next: Int32Array;
  to: Int32Array;
  cost: Float64Array;
  convex: Uint8Array;
  arcOfEdge: Int32Array;
}

/** A binary min-heap of (node, key) with lazy deletion (stale entries are skipped by the caller). */
class BinaryHeap {
  private readonly keys: Float64Array;
  private readonly nodes: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.nodes = new Int32Array(capacity);
  }

  clear() {
    this.size = 0;
  }

  topKey() {
    return this.keys[0]!;
  }

  push(node: number, key: number) {
    let at = this.size++;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.keys[at] = this.keys[parent]!;
      this.nodes[at] = this.nodes[parent]!;
      at = parent;
    }
    this.keys[at] = key;
    this.nodes[at] = node;
  }

  pop() {
    const top = this.nodes[0]!;
    const size = --this.size;
    const key = this.keys[size]!;
    const node = this.nodes[size]!;
    let at = 0;
    for (;;) {
      let child = at * 2 + 1;
      if (child >= size) break;
      if (child + 1 < size && this.keys[child + 1]! < this.keys[child]!) child += 1;
      if (this.keys[child]! >= key) break;
      this.keys[at] = this.keys[child]!;
      this.nodes[at] = this.nodes[child]!;
      at = child;
    }
    this.keys[at] = key;
    this.nodes[at] = node;
    return top;
  }
}
