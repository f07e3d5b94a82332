import { outsideCallTimeout } from '@selvedge/erp';

/**
 * A small pool of Service Layer sessions. Login is "a heavy job in SAP Business One" (seconds, and a
 * licence seat), so:
 * - sessions are logged in lazily, one slot at a time, and reused until SAP says they expired;
 * - a slot has at most one login in flight, which every call needing that slot waits for: fifty calls
 *   that find their session expired cause one login, not fifty;
 * - logins run one after another across slots, never in parallel;
 * - waiting for a login does not count against a live call's time-out (it has its own budget,
 *   loginTimeoutMs): a login takes seconds, the call itself must still answer in its time;
 * - a session idle longer than the SessionTimeout the Login answer gave is replaced before use, which
 *   saves the 401 round trip;
 * - calls spread over the slots by the number of calls in flight (SAP serves one session's requests on
 *   one node, one after another: several sessions let SAP's nodes work in parallel).
 */
export interface Session {
  /** The Cookie header value: B1SESSION=…; ROUTEID=… */
  cookie: string;
  sessionId: string;
  /** Idle time-out from the Login answer (SessionTimeout, minutes), in ms. */
  timeoutMs: number;
  lastUsedAt: number;
}

export interface Lease {
  session: Session;
  /** The slot the session came from: a retry after "session expired" goes back to it (a fresh login). */
  slot: number;
  /** Call when the request is done (answered or failed). */
  release(): void;
}

interface Slot {
  session: Session | null;
  login: Promise<Session> | null;
  inFlight: number;
}

export interface SessionPoolOptions {
  size: number;
  /**
   * The longest a call waits for a login, outside its own live time-out (outsideCallTimeout): the
   * first call after a session expired waits for SAP's login instead of failing while it runs.
   */
  loginTimeoutMs: number;
  login(): Promise<Session>;
  logout(session: Session): Promise<void>;
  now(): number;
}

/** Replace a session this long before SAP would time it out, so a call never races the expiry. */
const EXPIRY_MARGIN_MS = 30_000;

export class SessionPool {
  private readonly slots: Slot[];
  private loginChain: Promise<unknown> = Promise.resolve();
  private closed = false;
  /** Logins done since start: for logs and tests. */
  logins = 0;

  constructor(private readonly options: SessionPoolOptions) {
    this.slots = Array.from({ length: options.size }, () => ({ session: null, login: null, inFlight: 0 }));
  }

  /**
   * A session for one request. `preferredSlot`: the slot whose session SAP just refused (after invalidate): the
   * retry waits for that slot's new login rather than trying another slot's session, which may be dead
   * too (an SL restart ends every session at once).
   */
  async acquire(preferredSlot?: number): Promise<Lease> {
    if (this.closed) throw new Error('the SAP session pool is closed');
    let index =
      preferredSlot !== undefined && this.slots[preferredSlot]
        ? preferredSlot
        : this.slots.indexOf(this.pick());
    if (preferredSlot === undefined && !this.isLive(this.slots[index] as Slot)) {
      // A call waits for a login only when no session is live: the chosen slot logs in meanwhile, for
      // the calls after this one.
      const live = this.slots.filter((s) => this.isLive(s)).sort((a, b) => a.inFlight - b.inFlight)[0];
      if (live) {
        this.loginOf(this.slots[index] as Slot).catch(() => undefined);
        index = this.slots.indexOf(live);
      }
    }
    const slot = this.slots[index] as Slot;
    slot.inFlight += 1;
    let released = false;
    try {
      const session = await this.sessionOf(slot);
      return {
        session,
        slot: index,
        release: () => {
          if (released) return;
          released = true;
          slot.inFlight -= 1;
          session.lastUsedAt = this.options.now();
        },
      };
    } catch (error) {
      slot.inFlight -= 1;
      throw error;
    }
  }

  /**
   * SAP said this session is no longer valid. Only the first call to report it empties the slot; the
   * others find a newer session (or the login in flight) there and simply use it.
   */
  invalidate(session: Session): void {
    for (const slot of this.slots) if (slot.session === session) slot.session = null;
  }

  /** Logs every session out (at shutdown), waiting for logins in flight first. */
  async close(): Promise<void> {
    this.closed = true;
    const sessions = await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.login) await slot.login.catch(() => undefined);
        const session = slot.session;
        slot.session = null;
        return session;
      }),
    );
    await Promise.all(
      sessions
        .filter((s): s is Session => s !== null)
        .map((s) => this.options.logout(s).catch(() => undefined)),
    );
  }

  get activeSessions(): number {
    return this.slots.filter((s) => s.session !== null).length;
  }

  /** The slot with the fewest calls in flight; among equals one that has (or is getting) a session. */
  private pick(): Slot {
    let best = this.slots[0] as Slot;
    for (const slot of this.slots) {
      const ready = (s: Slot) => (s.session || s.login ? 0 : 1);
      if (slot.inFlight < best.inFlight || (slot.inFlight === best.inFlight && ready(slot) < ready(best))) {
        best = slot;
      }
    }
    return best;
  }

  /** Whether the slot's session can be used now (SAP would not yet have timed it out). */
  private isLive(slot: Slot): boolean {
    const current = slot.session;
    return current !== null && this.options.now() - current.lastUsedAt < current.timeoutMs - EXPIRY_MARGIN_MS;
  }

  private async sessionOf(slot: Slot): Promise<Session> {
    if (slot.session && this.isLive(slot)) return slot.session;
    return outsideCallTimeout(this.loginOf(slot), this.options.loginTimeoutMs);
  }

  /** The slot's login in flight, or a new one. */
  private loginOf(slot: Slot): Promise<Session> {
    // Expired by SAP's idle time-out: no logout needed (SAP dropped it already).
    if (slot.session && !this.isLive(slot)) slot.session = null;
    if (!slot.login) {
      const login = this.serialisedLogin();
      slot.login = login;
      login.then(
        (session) => {
          if (slot.login === login) {
            slot.session = session;
            slot.login = null;
          }
        },
        () => {
          if (slot.login === login) slot.login = null;
        },
      );
    }
    return slot.login;
  }

  private serialisedLogin(): Promise<Session> {
    const run = this.loginChain.then(async () => {
      const session = await this.options.login();
      this.logins += 1;
      return session;
    });
    this.loginChain = run.catch(() => undefined);
    return run;
  }
}
