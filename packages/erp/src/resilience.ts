import { AsyncLocalStorage } from 'node:async_hooks';
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  ExponentialBackoff,
  handleWhen,
  type IPolicy,
  retry,
  TaskCancelledError,
  wrap,
} from 'cockatiel';
import { ErpError, erpUnavailable, isErpError } from './erp.errors.js';
import type { ErpPort } from './erp.port.js';

/**
 * D36: a slow or absent ERP must answer "unavailable" within seconds, never hang a page. Every call
 * gets a time-out; reads, the two writes that are idempotent by portal key (D24) and the address book's
 * save (idempotent by address name) are retried with backoff; a circuit breaker shared by all calls
 * opens after consecutive failures, so during an outage calls fail at once instead of each waiting out
 * its time-out, and a trial call after a pause closes it.
 * Only "unavailable" failures (and time-outs) count: notFound, rejected and conflict are answers.
 */
export interface ResilienceOptions {
  /** Time-out of one attempt of a live call. */
  liveTimeoutMs?: number;
  /** Time-out of one page of a feed (a sync job, nobody is waiting). */
  feedTimeoutMs?: number;
  /** Retries after the first attempt of a live call. */
  liveRetries?: number;
  feedRetries?: number;
  /** First backoff delay; doubles up to maxBackoffMs. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Consecutive failures that open the circuit. */
  breakerThreshold?: number;
  /** How long the circuit stays open before one trial call (half-open). */
  halfOpenAfterMs?: number;
}

export const DEFAULT_RESILIENCE: Required<ResilienceOptions> = {
  liveTimeoutMs: 3_000,
  feedTimeoutMs: 30_000,
  liveRetries: 1,
  feedRetries: 2,
  initialBackoffMs: 100,
  maxBackoffMs: 1_000,
  breakerThreshold: 5,
  halfOpenAfterMs: 10_000,
};

export type CircuitStateName = 'closed' | 'open' | 'halfOpen' | 'isolated';

export interface ResilientErpPort extends ErpPort {
  /** For health pages and logs. */
  readonly circuitState: CircuitStateName;
}

const STATE_NAMES: Record<CircuitState, CircuitStateName> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'halfOpen',
  [CircuitState.Isolated]: 'isolated',
};

/** The time-out of the attempt running now; a wait that is not the call's own work holds it. */
interface AttemptClock {
  /** Stops the clock until the returned release is called (releases of several holds: the last restarts it). */
  hold(): () => void;
}

const attemptClock = new AsyncLocalStorage<AttemptClock>();

/**
 * Waits for `work` outside the time-out of the ERP call it runs in: an adapter's login before the
 * call (a real SAP Service Layer takes 3-8 s to log in, against a live call's 3 s). For at most
 * `maxMs`; after that the call's own time-out runs on. Outside withResilience it simply waits.
 */
export async function outsideCallTimeout<T>(work: Promise<T>, maxMs: number): Promise<T> {
  const clock = attemptClock.getStore();
  if (!clock) return work;
  const release = clock.hold();
  const timer = setTimeout(release, maxMs);
  try {
    return await work;
  } finally {
    clearTimeout(timer);
    release();
  }
}

/**
 * One attempt of `call` within `timeoutMs` of its own work: the clock stops while the call waits
 * outside it (outsideCallTimeout). At the time-out the attempt fails with TaskCancelledError at once,
 * as cockatiel's aggressive time-out does; the call's promise is left to settle unheard.
 */
function withinTimeout<T>(timeoutMs: number, call: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let remaining = timeoutMs;
    let startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let holds = 0;
    let settled = false;
    const start = () => {
      startedAt = Date.now();
      timer = setTimeout(
        () => {
          settled = true;
          reject(new TaskCancelledError(`Operation timed out after ${timeoutMs}ms`));
        },
        Math.max(0, remaining),
      );
    };
    const clock: AttemptClock = {
      hold() {
        holds += 1;
        if (holds === 1 && timer) {
          clearTimeout(timer);
          timer = null;
          remaining -= Date.now() - startedAt;
        }
        let released = false;
        return () => {
          if (released) return;
          released = true;
          holds -= 1;
          if (holds === 0 && !settled) start();
        };
      },
    };
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      finish();
    };
    start();
    attemptClock.run(clock, call).then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}

/** Failures that say the ERP is not answering (as opposed to an answer the caller does not like). */
const isOutage = (error: Error) =>
  error instanceof TaskCancelledError || isErpError(error, 'unavailable') || !(error instanceof ErpError);

/**
 * The call's failure as an ErpError. `isUnsent` holds only when no attempt of the call may have reached
 * the ERP: a time-out, or any attempt that failed otherwise, may have delivered a write.
 */
function normalise(error: unknown, timeoutMs: number, isUnsent: boolean): ErpError {
  if (error instanceof ErpError) {
    if ((error.kind !== 'unavailable' && error.kind !== 'failed') || error.isUnsent === isUnsent)
      return error;
    return new ErpError(error.kind, error.message, { cause: error.cause, isUnsent });
  }
  if (error instanceof BrokenCircuitError)
    return erpUnavailable('The ERP is unavailable (circuit open)', error, { isUnsent });
  if (error instanceof TaskCancelledError)
    return erpUnavailable(`The ERP did not answer within ${timeoutMs} ms`, error);
  return erpUnavailable('The ERP call failed', error, { isUnsent });
}

export function withResilience(port: ErpPort, options: ResilienceOptions = {}): ResilientErpPort {
  const settings = { ...DEFAULT_RESILIENCE, ...options };
  const outage = handleWhen(isOutage);
  const breaker = circuitBreaker(outage, {
    halfOpenAfter: settings.halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(settings.breakerThreshold),
  });
  const backoff = new ExponentialBackoff({
    initialDelay: settings.initialBackoffMs,
    maxDelay: settings.maxBackoffMs,
  });
  // Retry outermost: each attempt passes the breaker (an open circuit is not retried: it is no outage
  // error of the call itself) and has its own time-out (withinTimeout, in run).
  const policy = (retries: number): IPolicy =>
    wrap(
      retry(
        handleWhen((e) => isOutage(e) && !(e instanceof BrokenCircuitError)),
        { maxAttempts: retries, backoff },
      ),
      breaker,
    );
  const live = policy(settings.liveRetries);
  const feed = policy(settings.feedRetries);

  const run = async <T>(chosen: IPolicy, timeoutMs: number, call: () => Promise<T>): Promise<T> => {
    // One flag per attempt that reached the adapter, set once it failed without sending: an attempt cut
    // off by the time-out never sets its flag, and an open circuit calls no attempt at all.
    const attempts: boolean[] = [];
    try {
      return await chosen.execute(async () => {
        const attempt = attempts.push(false) - 1;
        try {
          return await withinTimeout(timeoutMs, call);
        } catch (error) {
          attempts[attempt] = isErpError(error) && error.isUnsent;
          throw error;
        }
      });
    } catch (error) {
      throw normalise(error, timeoutMs, attempts.every(Boolean));
    }
  };
  const liveCall = <T>(call: () => Promise<T>) => run(live, settings.liveTimeoutMs, call);

  return {
    get circuitState() {
      return STATE_NAMES[breaker.state];
    },
    // A setting of the adapter, not a call: nothing to time out or retry.
    get vatRounding() {
      return port.vatRounding;
    },
    pullChanges: (name, since, limit, options) =>
      run(feed, settings.feedTimeoutMs, () => port.pullChanges(name, since, limit, options)),
    getPrice: (request) => liveCall(() => port.getPrice(request)),
    getDeliveryWeek: (request) => liveCall(() => port.getDeliveryWeek(request)),
    getObsoleteStatus: (request) => liveCall(() => port.getObsoleteStatus(request)),
    getExpenses: (request) => liveCall(() => port.getExpenses(request)),
    // Safe to retry only because the ERP finds an earlier attempt by its portal key (D24).
    placeOrder: (input) => liveCall(() => port.placeOrder(input)),
    findOrder: (portalKey, customerCode) => liveCall(() => port.findOrder(portalKey, customerCode)),
    createReturnRequest: (input) => liveCall(() => port.createReturnRequest(input)),
    // Safe to retry for the same reason: the ERP finds an earlier payment by its portal key.
    postIncomingPayment: (input) => liveCall(() => port.postIncomingPayment(input)),
    // Safe to retry because the address name is the key: a repeat of a save that went through answers
    // the stored address (same content) instead of adding a second one.
    saveShipToAddress: (input) => liveCall(() => port.saveShipToAddress(input)),
    getPayments: (request) => liveCall(() => port.getPayments(request)),
    getDocumentPdf: (kind, id, language, pdfOptions) =>
      liveCall(() => port.getDocumentPdf(kind, id, language, pdfOptions)),
    health: async () => {
      const started = Date.now();
      // Through the breaker even while it is open: it refuses at once until its pause is over, and then
      // lets this check be the trial that closes it (the order outbox asks health to tell an outage).
      try {
        const answer = await breaker.execute(() =>
          withinTimeout(settings.liveTimeoutMs, async () => {
            const health = await port.health();
            // A "down" answer counts as a failure for the breaker.
            if (!health.isUp) throw erpUnavailable(health.detail ?? 'The ERP reports it is down');
            return health;
          }),
        );
        return answer;
      } catch (error) {
        return {
          isUp: false,
          latencyMs: Date.now() - started,
          detail: normalise(error, settings.liveTimeoutMs, false).message,
        };
      }
    },
  };
}
