/**
 * At most `limit` calls in flight towards the Service Layer; the rest wait their turn in order. SAP
 * shares the Service Layer with its own clients (Web Client, add-ons, B1i): a burst of portal pages must
 * queue here rather than pile up on SAP's nodes.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createLimiter(limit: number): Limiter {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < limit) active += 1;
    // The slot passes straight from the finishing task to the waiter (active stays the same).
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  }

  return {
    run,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
