import { type DemoDb, generate } from '@selvedge/demo-erp';
// The demo ERP's own in-memory test database (not part of its package exports: a test helper).
import { openMemoryDemoErp } from '../../demo-erp/src/test-database.js';
import type { Version } from './protocol.js';
import { type FakeServiceLayer, type FakeServiceLayerOptions, startFakeServiceLayer } from './server.js';

/**
 * Test helpers of this package (not exported): a generated tiny demo ERP behind a started fake, a clock the
 * test moves, and a minimal client that keeps the session cookie, so each test reads as the wire exchange.
 */
export const TODAY = '2026-11-20';

export interface TestClock {
  now: () => Date;
  advanceMinutes(minutes: number): void;
}

export function testClock(start = `${TODAY}T09:00:00Z`): TestClock {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    advanceMinutes: (minutes) => {
      time += minutes * 60_000;
    },
  };
}

export interface TestFake {
  fake: FakeServiceLayer;
  clock: TestClock;
  /** The generated demo ERP, to start a second fake with other options from the same data. */
  db: DemoDb;
  close(): Promise<void>;
}

export async function startTestFake(options: Partial<FakeServiceLayerOptions> = {}): Promise<TestFake> {
  const database = await openMemoryDemoErp();
  await generate(database.db, { seed: 1, scale: 'tiny', today: TODAY });
  const clock = testClock();
  const fake = await startFakeServiceLayer({ db: database.db, now: clock.now, ...options });
  return {
    fake,
    clock,
    db: database.db,
    close: async () => {
      await fake.close();
      await database.close();
    },
  };
}

export interface WireAnswer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read SAP's JSON freely.
  json: any;
}

export class SlClient {
  cookie = '';

  constructor(
    readonly fake: FakeServiceLayer,
    readonly version: Version,
  ) {}

  get root(): string {
    return `${this.fake.url}/b1s/${this.version}`;
  }

  async request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<WireAnswer> {
    const url = path.startsWith('http') ? path : `${this.root}/${path}`;
    const response = await fetch(url, {
      method,
      headers: {
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  async login(): Promise<WireAnswer> {
    const answer = await this.request('POST', 'Login', {
      body: { CompanyDB: this.fake.companyDb, UserName: this.fake.userName, Password: this.fake.password },
    });
    const session = answer.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] as string)
      .filter((c) => c.startsWith('B1SESSION=') || c.startsWith('ROUTEID='));
    if (answer.status === 200) this.cookie = session.join('; ');
    return answer;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<WireAnswer> {
    return this.request('GET', path, { headers });
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<WireAnswer> {
    return this.request('POST', path, { body, headers });
  }

  patch(path: string, body: unknown, headers: Record<string, string> = {}): Promise<WireAnswer> {
    return this.request('PATCH', path, { body, headers });
  }

  /** A next link resolved against the service root, whichever form it has. */
  resolve(link: string): string {
    return new URL(link, `${this.root}/`).toString();
  }
}
