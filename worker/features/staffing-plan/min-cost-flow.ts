/**
 * Min-cost maximum flow by successive shortest paths (Dijkstra with potentials) on typed arrays. Every cost must
 * be a non-negative integer, so the potentials start at zero and the sums stay exact in float64.
 *
 * A convex arc carries a cost per unit that grows with its flow: its k-th unit costs `marginal(k)` (non-decreasing
 * in k). This is the usual chain of parallel unit arcs folded into one: forward, the next unit costs
 * `marginal(flow + 1)`; backward, returning the last unit saves `marginal(flow)`.
 *
 * The graph may change between runs (`addNode`, `addArc`, `setCapacity`) and `run` continues from the previous flow
 * and potentials (a warm start, decision 041): flow above a lowered capacity is taken back (its ends keep an excess
 * or a deficit), every residual edge the change left with a negative reduced cost is saturated, the excesses and
 * deficits are settled along shortest paths, then the flow is augmented again. Each step keeps every reduced cost
 * ≥ 0, so the answer is exactly what a new solve of the changed graph would cost: a maximum flow of minimum cost.
 */
export type Marginal = (k: number) => number;

/** The three kinds of phases of a run (`augment`). */
const SETTLE_EXCESS = 0;
const FEED_DEFICITS = 1;
const AUGMENT = 2;
type Mode = typeof SETTLE_EXCESS | typeof FEED_DEFICITS | typeof AUGMENT;

export class MinCostFlow {
  private nodeCount: number;
  private arcCount = 0;
  private ran = false;
  private potentialsKnown = 0;
  private source = 0;
  private sink = 1;
  // Per edge: edge 2·arc is the arc, 2·arc + 1 its reverse; `residual` of the reverse is the arc's flow.
  private to = new Int32Array(64);
  private next = new Int32Array(64);
  private cost = new Float64Array(64);
  private residual = new Int32Array(64);
  // Per arc: the index of its marginal in `marginals`, or -1 for a fixed cost.
  private convexOf = new Int32Array(32);
  private readonly marginals: Marginal[] = [];
  // Per node: the adjacency list (in the order arcs were added, for deterministic ties), potential and imbalance.
  private head: Int32Array;
  private tail: Int32Array;
  private potential: Float64Array;
  private excess: Int32Array;

  constructor(nodeCount: number) {
    this.nodeCount = nodeCount;
    this.head = new Int32Array(Math.max(nodeCount, 16)).fill(-1);
    this.tail = new Int32Array(Math.max(nodeCount, 16)).fill(-1);
    this.potential = new Float64Array(Math.max(nodeCount, 16));
    this.excess = new Int32Array(Math.max(nodeCount, 16));
  }

  /** Adds a node; answers its index. */
  addNode() {
    if (this.nodeCount === this.head.length) {
      const size = this.head.length * 2;
      this.head = grow(this.head, size, -1);
      this.tail = grow(this.tail, size, -1);
      this.potential = grow(this.potential, size, 0);
      this.excess = grow(this.excess, size, 0);
    }
    return this.nodeCount++;
  }

  /** Adds an arc with a fixed cost per unit; answers its id (for `flowOn`, `setCapacity`). */
  addArc(from: number, to: number, capacity: number, cost: number) {
    return this.pushArc(from, to, capacity, cost, -1);
  }

  addConvexArc(from: number, to: number, capacity: number, marginal: Marginal) {
    this.marginals.push(marginal);
    return this.pushArc(from, to, capacity, 0, this.marginals.length - 1);
  }

  flowOn(arc: number) {
    return this.residual[arc * 2 + 1]!;
  }

  /**
   * A node's potential after `run`: every residual edge's cost plus its tail's potential minus its head's is ≥ 0, so
   * an arc not (yet) in the graph whose cost plus potentials is < 0 would make the flow cheaper.
   */
  potentialOf(node: number) {
    return this.potential[node]!;
  }

  /**
   * Moves potentials as far as the residual edges allow, keeping every reduced cost ≥ 0: each node of `lower` (in
   * order) down to the most its outgoing edges need, then each node of `raise` up to the least its incoming edges
   * allow. Arcs into the lowered nodes and out of the raised ones then price higher (`potentialOf`).
   */
  tightenPotentials(lower: Iterable<number>, raise: Iterable<number>) {
    const { head, next, to, residual, potential } = this;
    for (const node of lower) {
      let bound = -Infinity;
      for (let edge = head[node]!; edge !== -1; edge = next[edge]!) {
        if (residual[edge]! > 0) bound = Math.max(bound, potential[to[edge]!]! - this.edgeCost(edge));
      }
      if (bound !== -Infinity) potential[node] = bound;
    }
    for (const node of raise) {
      let bound = Infinity;
      for (let edge = head[node]!; edge !== -1; edge = next[edge]!) {
        const incoming = edge ^ 1;
        if (residual[incoming]! > 0) bound = Math.min(bound, potential[to[edge]!]! + this.edgeCost(incoming));
      }
      if (bound !== Infinity) potential[node] = bound;
    }
  }

  /** Nodes reached from `node` along edges with capacity left (1 = reached). */
  reachable(node: number) {
    const reached = new Uint8Array(this.nodeCount);
    const queue = new Int32Array(this.nodeCount);
    let [read, write] = [0, 0];
    reached[node] = 1;
    queue[write++] = node;
    while (read < write) {
      const from = queue[read++]!;
      for (let edge = this.head[from]!; edge !== -1; edge = this.next[edge]!) {
        const to = this.to[edge]!;
        if (this.residual[edge]! > 0 && !reached[to]) {
          reached[to] = 1;
          queue[write++] = to;
        }
      }
    }
    return reached;
  }

  /** Changes an arc's capacity (0 removes it); flow above it is taken back and settled by the next `run`. */
  setCapacity(arc: number, capacity: number) {
    const forward = arc * 2;
    const flow = this.residual[forward + 1]!;
    if (flow > capacity) {
      this.residual[forward + 1] = capacity;
      this.excess[this.to[forward + 1]!]! += flow - capacity;
      this.excess[this.to[forward]!]! -= flow - capacity;
      this.residual[forward] = 0;
    } else {
      this.residual[forward] = capacity - flow;
    }
  }

  /**
   * Sends as much flow as possible from source to sink at the least cost (from the previous run's flow when there
   * was one); answers the flow and its cost.
   */
  run(source: number, sink: number) {
    if (this.ran) {
      this.estimateNewPotentials();
      this.saturateNegativeEdges();
    }
    this.ran = true;
    this.potentialsKnown = this.nodeCount;
    this.source = source;
    this.sink = sink;
    // Excesses go to a deficit, to the sink or back to the source; deficits are fed from the source or the sink.
    this.augment(SETTLE_EXCESS);
    this.augment(FEED_DEFICITS);
    this.augment(AUGMENT);
    const excess = this.excess;
    excess[source] = excess[sink] = 0;
    return { flow: this.netOutflow(source), cost: this.totalCost() };
  }

  private pushArc(from: number, to: number, capacity: number, cost: number, convex: number) {
    const arc = this.arcCount++;
    const forward = arc * 2;
    if (forward + 2 > this.to.length) {
      const size = this.to.length * 2;
      this.to = grow(this.to, size, 0);
      this.next = grow(this.next, size, -1);
      this.cost = grow(this.cost, size, 0);
      this.residual = grow(this.residual, size, 0);
      this.convexOf = grow(this.convexOf, size / 2, -1);
    }
    this.to[forward] = to;
    this.to[forward + 1] = from;
    this.cost[forward] = cost;
    this.cost[forward + 1] = -cost;
    this.residual[forward] = capacity;
    this.residual[forward + 1] = 0;
    this.convexOf[arc] = convex;
    this.link(from, forward);
    this.link(to, forward + 1);
    return arc;
  }

  private link(node: number, edge: number) {
    this.next[edge] = -1;
    if (this.tail[node] === -1) this.head[node] = edge;
    else this.next[this.tail[node]!] = edge;
    this.tail[node] = edge;
  }

  /** The cost of the next unit along an edge (negative on a reverse edge: what returning a unit saves). */
  private edgeCost(edge: number) {
    const convex = this.convexOf[edge >> 1]!;
    if (convex === -1) return this.cost[edge]!;
    const marginal = this.marginals[convex]!;
    return edge & 1 ? -marginal(this.residual[edge]!) : marginal(this.residual[edge ^ 1]! + 1);
  }

  private reducedCost(edge: number) {
    return this.edgeCost(edge) + this.potential[this.to[edge ^ 1]!]! - this.potential[this.to[edge]!]!;
  }

  /** Nodes added since the last run: a potential that keeps their outgoing edges' reduced costs ≥ 0. */
  private estimateNewPotentials() {
    for (let node = this.potentialsKnown; node < this.nodeCount; node++) {
      let best = -Infinity;
      for (let edge = this.head[node]!; edge !== -1; edge = this.next[edge]!) {
        const target = this.to[edge]!;
        if (this.residual[edge]! > 0 && target < this.potentialsKnown) {
          best = Math.max(best, this.potential[target]! - this.edgeCost(edge));
        }
      }
      this.potential[node] = best === -Infinity ? 0 : best;
    }
  }

  /** Pushes along every residual edge of negative reduced cost until it is 0 or the edge is full. */
  private saturateNegativeEdges() {
    const edges = this.arcCount * 2;
    for (let edge = 0; edge < edges; edge++) {
      while (this.residual[edge]! > 0 && this.reducedCost(edge) < 0) {
        const amount = this.convexOf[edge >> 1] === -1 ? this.residual[edge]! : 1;
        this.residual[edge]! -= amount;
        this.residual[edge ^ 1]! += amount;
        this.excess[this.to[edge]!]! += amount;
        this.excess[this.to[edge ^ 1]!]! -= amount;
      }
    }
  }

  private isFree(node: number) {
    return node === this.source || node === this.sink;
  }

  /** Where a phase starts: nodes with an excess; the source and the sink (for deficits); the source. */
  private isStart(mode: Mode, node: number) {
    if (mode === SETTLE_EXCESS) return !this.isFree(node) && this.excess[node]! > 0;
    if (mode === FEED_DEFICITS) return this.isFree(node);
    return node === this.source;
  }

  /** Where a path may end: a deficit, the source or the sink; a deficit; the sink. */
  private isTarget(mode: Mode, node: number) {
    if (mode === SETTLE_EXCESS) return this.isFree(node) || this.excess[node]! < 0;
    if (mode === FEED_DEFICITS) return !this.isFree(node) && this.excess[node]! < 0;
    return node === this.sink;
  }

  /**
   * Phases of a Dijkstra search from every start at once to the nearest target, then as many paths of reduced cost
   * 0 from the starts as a depth-first search finds, one unit each, until no start reaches a target. A start or a
   * target other than the source and the sink gives or takes its excess only.
   */
  private augment(mode: Mode) {
    const n = this.nodeCount;
    const { head, next, to, residual, potential, excess, cost, convexOf } = this;
    const { dist, mark, current, stack, heap, starts } = this.workspace();
    for (;;) {
      starts.length = 0;
      let targets = mode === AUGMENT;
      for (let node = 0; node < n; node++) {
        if (this.isStart(mode, node)) starts.push(node);
        else if (!targets && this.isTarget(mode, node)) targets = true;
      }
      if (starts.length === 0 || !targets) return;
      dist.fill(Infinity, 0, n);
      heap.clear();
      for (const node of starts) {
        dist[node] = 0;
        heap.push(node, 0);
      }
      let reach = Infinity;
      while (heap.size > 0) {
        const d = heap.topKey();
        const node = heap.pop();
        if (d > dist[node]!) continue;
        if (this.isTarget(mode, node)) {
          reach = d;
          break;
        }
        const base = d + potential[node]!;
        for (let edge = head[node]!; edge !== -1; edge = next[edge]!) {
          if (residual[edge] === 0) continue;
          const target = to[edge]!;
          const candidate = base + (convexOf[edge >> 1] === -1 ? cost[edge]! : this.edgeCost(edge)) - potential[target]!;
          if (candidate < dist[target]!) {
            dist[target] = candidate;
            heap.push(target, candidate);
          }
        }
      }
      if (reach === Infinity) return;
      for (let node = 0; node < n; node++) potential[node]! += Math.min(dist[node]!, reach);
      // Every shortest path now has reduced cost 0: send along as many as a depth-first search finds.
      mark.fill(0, 0, n);
      current.set(head.subarray(0, n));
      let pushed = 0;
      for (const start of starts) {
        while (this.isStart(mode, start)) {
          const end = this.pushAlongTightPath(mode, start, mark, current, stack);
          if (end === -1) break;
          if (mode === SETTLE_EXCESS) excess[start]! -= 1;
          if (!this.isFree(end)) excess[end]! += 1;
          pushed += 1;
        }
      }
      // The search's path is tight now, so the first depth-first search finds one: never loop without progress.
      if (pushed === 0) throw new Error('MinCostFlow: no tight path after a search (a negative reduced cost)');
    }
  }

  private work: {
    dist: Float64Array;
    mark: Uint8Array;
    current: Int32Array;
    stack: Int32Array;
    heap: BinaryHeap;
    starts: number[];
  } | null = null;

  /** The search's arrays, kept for the next phase and run while the graph does not grow. */
  private workspace() {
    const n = this.nodeCount;
    const edges = this.arcCount * 2;
    if (!this.work || this.work.dist.length < n || this.work.heap.capacity < edges + n) {
      this.work = {
        dist: new Float64Array(n),
        mark: new Uint8Array(n),
        current: new Int32Array(n),
        stack: new Int32Array(n + 1),
        heap: new BinaryHeap(edges + n),
        starts: [],
      };
    }
    return this.work;
  }

  /**
   * Depth-first search along edges of reduced cost 0 (each node resumes at its current edge); pushes one unit along
   * the first path to a target and answers the target, or -1. Nodes that led nowhere stay marked for the rest of the
   * phase: that may miss a path, never finds a wrong one, and the next Dijkstra search finds what was missed.
   * Pushing keeps every reduced cost ≥ 0 (a convex arc's next unit costs no less).
   */
  private pushAlongTightPath(mode: Mode, start: number, mark: Uint8Array, current: Int32Array, stack: Int32Array) {
    const { next, to, residual, cost, convexOf, potential } = this;
    const ON_PATH = 1;
    const DEAD = 2;
    let depth = 0;
    let node = start;
    mark[start] = ON_PATH;
    for (;;) {
      if (depth > 0 && this.isTarget(mode, node)) break;
      let edge = current[node]!;
      const own = potential[node]!;
      for (; edge !== -1; edge = next[edge]!) {
        if (residual[edge] === 0) continue;
        const target = to[edge]!;
        if (mark[target] !== 0) continue;
        const edgeCost = convexOf[edge >> 1] === -1 ? cost[edge]! : this.edgeCost(edge);
        if (edgeCost + own - potential[target]! === 0) break;
      }
      current[node] = edge;
      if (edge === -1) {
        mark[node] = DEAD;
        if (depth === 0) return -1;
        depth -= 1;
        node = to[stack[depth]! ^ 1]!;
        continue;
      }
      stack[depth++] = edge;
      node = to[edge]!;
      mark[node] = ON_PATH;
    }
    mark[start] = 0;
    for (let i = 0; i < depth; i++) {
      const edge = stack[i]!;
      mark[to[edge]!] = 0;
      residual[edge]! -= 1;
      residual[edge ^ 1]! += 1;
    }
    return node;
  }

  private netOutflow(node: number) {
    let flow = 0;
    for (let edge = this.head[node]!; edge !== -1; edge = this.next[edge]!) {
      flow += edge & 1 ? -this.residual[edge]! : this.residual[edge ^ 1]!;
    }
    return flow;
  }

  private totalCost() {
    let total = 0;
    for (let arc = 0; arc < this.arcCount; arc++) {
      const flow = this.residual[arc * 2 + 1]!;
      const convex = this.convexOf[arc]!;
      if (convex === -1) total += flow * this.cost[arc * 2]!;
      else for (let k = 1; k <= flow; k++) total += this.marginals[convex]!(k);
    }
    return total;
  }
}

function grow<T extends Int32Array | Float64Array>(array: T, size: number, fill: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(size);
  bigger.set(array);
  bigger.fill(fill, array.length);
  return bigger;
}

/** A binary min-heap of (node, key) with lazy deletion (stale entries are skipped by the caller). */
class BinaryHeap {
  private readonly keys: Float64Array;
  private readonly nodes: Int32Array;
  size = 0;

  constructor(readonly capacity: number) {
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
    // Each edge lowers a node's distance once per search when every reduced cost is ≥ 0.
    if (this.size === this.capacity) throw new Error('MinCostFlow: heap full (a negative reduced cost)');
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
