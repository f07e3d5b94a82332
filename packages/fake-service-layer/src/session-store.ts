import { randomUUID } from 'node:crypto';

/**
 * Sessions of the Service Layer: `SessionTimeout` is an idle timeout in minutes (default 30, research §1.2),
 * so every accepted request slides the expiry. Time comes from the injected clock, so a test expires a
 * session by moving its clock instead of waiting; the faults can also expire sessions outright. A session
 * is the server's, not a version's: one from /b1s/v1/Login serves /b1s/v2 too, as on SAP (one store).
 */
export interface Session {
  id: string;
  lastUsed: number;
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly now: () => Date,
    /** Minutes of inactivity after which a session is gone; null: never (the API Gateway's, see README). */
    readonly timeoutMinutes: number | null,
  ) {}

  create(): Session {
    // SAP's ids look like `PTRzIjYK-weN6-1Lx1-ZG0J-3ARxfjcU0Shy`; a UUID has the same shape and is as opaque.
    const session = { id: randomUUID(), lastUsed: this.now().getTime() };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session of that id, its idle time restarted; undefined when unknown or timed out. */
  use(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (!session) return undefined;
    const now = this.now().getTime();
    if (this.timeoutMinutes !== null && now - session.lastUsed >= this.timeoutMinutes * 60_000) {
      this.sessions.delete(id);
      return undefined;
    }
    session.lastUsed = now;
    return session;
  }

  remove(id: string): void {
    this.sessions.delete(id);
  }

  removeAll(): void {
    this.sessions.clear();
  }

  get size(): number {
    return this.sessions.size;
  }
}

/** Cookies of a request header as a map (`B1SESSION=…; ROUTEID=.node1`). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}
