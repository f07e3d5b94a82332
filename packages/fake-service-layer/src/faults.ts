/**
 * Faults on demand: what a real Service Layer and its network do to an adapter on a bad day (research §5),
 * switched on by a test. Each control counts down and switches itself off, so a test arms exactly the
 * calls it means. The server asks this object at fixed points of every request (faults are applied before
 * the request is handled, except latency and a lost POST answer, which hit after the work is done).
 */
export interface Faults {
  /** Every answer waits this long (after the work is done, so a timed-out POST still happened). 0: off. */
  latencyMs(ms: number): void;
  /** The next n requests answer this status (the load balancer's HTML page), nothing is done. */
  failNext(n: number, status?: number): void;
  /** The next n requests get their connection destroyed without an answer, nothing is done. */
  dropNext(n: number): void;
  /** Every session (Service Layer and API Gateway) ends now: the next call answers 401. */
  expireSessions(): void;
  /** After the k-th collection page from now is served, the session that read it ends (a paged read dies). */
  expireSessionAfterPages(k: number): void;
  /** The next POST that creates an entity does create it, then its connection is destroyed unanswered. */
  loseNextPostAnswer(): void;
  /** Answer a dead session with 403 instead of 401 (a reported load-balancer variant, research §1.2). */
  expiredSessionStatus(status: 401 | 403): void;
  /** The next n ExportPDFData calls answer the gateway's `(---)` failure sentinel (research §3). */
  pdfSentinelNext(n: number): void;
  /**
   * Forces the form of next links: 'path' `/b1s/v1/Orders?$skip=20`, 'relative' `Orders?$skip=20`.
   * 'default' (the start): v1 answers the path form, v2 the relative one (research §1.3).
   */
  nextLinkForm(form: 'path' | 'relative' | 'default'): void;
  /**
   * Every request to this resource (an entity set or service: "ProductTrees",
   * "CompanyService_GetItemPrice") answers SAP's error until reset, with a live session: a missing
   * authorisation (403), a service not licensed (404), anything SAP might say.
   */
  refuse(resource: string, error: { status: number; code: number; message: string }): void;
  /** Login answers this much later (a real Service Layer's login takes seconds). 0: off. */
  loginLatencyMs(ms: number): void;
  /** Everything off again. */
  reset(): void;
}

export class FaultState implements Faults {
  latency = 0;
  failCount = 0;
  failStatus = 502;
  dropCount = 0;
  pagesUntilExpiry: number | null = null;
  losePost = false;
  deadSessionStatus: 401 | 403 = 401;
  sentinelCount = 0;
  linkForm: 'path' | 'relative' | 'default' = 'default';
  refusals = new Map<string, { status: number; code: number; message: string }>();
  loginLatency = 0;

  constructor(private readonly onExpireSessions: () => void) {}

  latencyMs(ms: number): void {
    this.latency = Math.max(0, ms);
  }

  failNext(n: number, status = 502): void {
    this.failCount = n;
    this.failStatus = status;
  }

  dropNext(n: number): void {
    this.dropCount = n;
  }

  expireSessions(): void {
    this.onExpireSessions();
  }

  expireSessionAfterPages(k: number): void {
    this.pagesUntilExpiry = k;
  }

  loseNextPostAnswer(): void {
    this.losePost = true;
  }

  expiredSessionStatus(status: 401 | 403): void {
    this.deadSessionStatus = status;
  }

  pdfSentinelNext(n: number): void {
    this.sentinelCount = n;
  }

  nextLinkForm(form: 'path' | 'relative' | 'default'): void {
    this.linkForm = form;
  }

  refuse(resource: string, error: { status: number; code: number; message: string }): void {
    this.refusals.set(resource, error);
  }

  loginLatencyMs(ms: number): void {
    this.loginLatency = Math.max(0, ms);
  }

  /** The error a request to this resource path ("ProductTrees?$filter=…", "Items('A')") must answer, or null. */
  refusalOf(resource: string): { status: number; code: number; message: string } | null {
    const name = /^[^?(/]*/.exec(resource)?.[0] ?? resource;
    return this.refusals.get(name) ?? null;
  }

  reset(): void {
    this.refusals.clear();
    this.loginLatency = 0;
    this.latency = 0;
    this.failCount = 0;
    this.failStatus = 502;
    this.dropCount = 0;
    this.pagesUntilExpiry = null;
    this.losePost = false;
    this.deadSessionStatus = 401;
    this.sentinelCount = 0;
    this.linkForm = 'default';
  }

  /** True when this request is to be dropped (and counts it). */
  takeDrop(): boolean {
    if (this.dropCount <= 0) return false;
    this.dropCount -= 1;
    return true;
  }

  /** The status this request must fail with, or null. */
  takeFailure(): number | null {
    if (this.failCount <= 0) return null;
    this.failCount -= 1;
    return this.failStatus;
  }

  takeLostPost(): boolean {
    const lose = this.losePost;
    this.losePost = false;
    return lose;
  }

  takeSentinel(): boolean {
    if (this.sentinelCount <= 0) return false;
    this.sentinelCount -= 1;
    return true;
  }

  /** Called after each collection page; true when the session that read it must end now. */
  pageServed(): boolean {
    if (this.pagesUntilExpiry === null) return false;
    this.pagesUntilExpiry -= 1;
    if (this.pagesUntilExpiry > 0) return false;
    this.pagesUntilExpiry = null;
    return true;
  }
}
