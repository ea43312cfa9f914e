import { env } from 'cloudflare:test';

type Batch = D1Database['batch'];
const d1 = Object.getPrototypeOf(env.DB) as { batch: Batch };

/**
 * Sends the requests at once and holds every D1 batch until each request has reached its first one (or has answered
 * without writing), so that all of them have read before any of them writes: the worst interleaving two people
 * clicking at once can produce, every time. Later batches of a request pass straight through.
 */
export async function atOnce<T extends unknown[]>(...requests: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const original = d1.batch;
  let waiting = requests.length;
  let release!: () => void;
  const allArrived = new Promise<void>((resolve) => (release = resolve));
  const arrive = () => {
    waiting -= 1;
    if (waiting === 0) release();
  };
  d1.batch = async function held(this: D1Database, ...args: Parameters<Batch>) {
    if (waiting > 0) {
      arrive();
      await allArrived;
    }
    return original.apply(this, args);
  } as Batch;
  try {
    return (await Promise.all(
      requests.map(async (request: () => Promise<unknown>) => {
        try {
          return await request();
        } finally {
          // A request that answered without a batch (refused early) must not hold the others back.
          if (waiting > 0) arrive();
        }
      }),
    )) as T;
  } finally {
    d1.batch = original;
  }
}
