/**
 * Crash safety on the embedded database (ADR-021): the real server is killed
 * with SIGKILL while a customer's writes are under way, and restarted on the same data folder, three
 * times: every write it acknowledged is there after the restart. kill -9 leaves the data folder's lock
 * behind; each restart takes it over (the stale-lock detection of finding 2, with a real process).
 */
import type { DraftLineResult, OrderDraft } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { demo } from '../support/harness.js';
import { demoServersPerFile } from './support/demo-servers.js';
import { expectOkAnswer, type ServerProcess, send, signIn, startServer } from './support/server-process.js';

const CYCLES = 3;
/** Acknowledged line writes per cycle before the kill (a profile write runs beside them). */
const WRITES_PER_CYCLE = 8;
const ITEM = 'HF-1011';

const demoServers = demoServersPerFile('selvedge-crash-');

/** What the customer was told was saved, and the one profile write that may have been cut off. */
interface Acknowledged {
  references: string[];
  firstName: string;
  unanswered: string | null;
}

/**
 * Two writers side by side, each sending its next write as soon as the last one is answered: order
 * lines (each one kept) and the profile's first name (the last one counts). After WRITES_PER_CYCLE lines
 * are acknowledged the process is killed while the next ones are on their way.
 */
async function writeUntilKilled(
  server: ServerProcess,
  cookie: string,
  draftId: string,
  cycle: number,
  acknowledged: Acknowledged,
): Promise<void> {
  let isKilled = false;
  const lines = (async () => {
    for (let n = 1; ; n += 1) {
      const reference = `cycle ${cycle} line ${n}`;
      const isLast = n > WRITES_PER_CYCLE;
      const answer = await send(server.port, 'POST', `/api/order-drafts/${draftId}/lines`, {
        cookie,
        body: { itemCode: ITEM, quantity: 2, reference },
        // The next write has reached the server: kill the process under it.
        onSent: isLast
          ? () => {
              isKilled = true;
              server.signal('SIGKILL');
            }
          : undefined,
      }).catch(() => null);
      if (!answer) return;
      expect(expectOkAnswer<DraftLineResult>(answer).outcome).toBe('added');
      acknowledged.references.push(reference);
    }
  })();
  const profile = (async () => {
    for (let n = 1; !isKilled; n += 1) {
      const firstName = `Cycle ${cycle} write ${n}`;
      acknowledged.unanswered = firstName;
      const answer = await send(server.port, 'PATCH', '/api/profile', { cookie, body: { firstName } }).catch(
        () => null,
      );
      if (!answer) return;
      expectOkAnswer(answer);
      acknowledged.firstName = firstName;
      acknowledged.unanswered = null;
    }
  })();
  await Promise.all([lines, profile]);
  expect(await server.exited).toMatchObject({ signal: 'SIGKILL' });
}

/** Every acknowledged write is in the restarted portal. */
async function expectAcknowledgedWrites(
  server: ServerProcess,
  cookie: string,
  draftId: string,
  acknowledged: Acknowledged,
): Promise<void> {
  const draft = expectOkAnswer<OrderDraft>(
    await send(server.port, 'GET', `/api/order-drafts/${draftId}`, { cookie }),
  );
  const stored = draft.lines.map((line) => line.reference);
  expect(stored).toEqual(expect.arrayContaining(acknowledged.references));
  const profile = expectOkAnswer<{ firstName: string }>(
    await send(server.port, 'GET', '/api/profile', { cookie }),
  );
  // The last acknowledged name, or the one written when the process died (committed, never answered).
  expect([acknowledged.firstName, acknowledged.unanswered]).toContain(profile.firstName);
}

const skipped = process.env.DATABASE_URL
  ? ' (skipped: DATABASE_URL is set, and this proof is about the embedded database in DATA_DIR)'
  : '';

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  `kill -9 during writes on the embedded database${skipped}`,
  () => {
    it(`keeps every acknowledged write over ${CYCLES} kill and restart cycles`, async () => {
      // The items are needed for lines: the start-up's work (a demo ERP filled, if it was empty) is done.
      let { server, env } = await demoServers.start();
      const cookie = await signIn(server.port, demo.customer);
      const draft = expectOkAnswer<OrderDraft>(
        await send(server.port, 'POST', '/api/order-drafts/current', { cookie, body: { orderType: 'B2B' } }),
      );
      const profile = expectOkAnswer<{ firstName: string }>(
        await send(server.port, 'GET', '/api/profile', { cookie }),
      );
      const acknowledged: Acknowledged = { references: [], firstName: profile.firstName, unanswered: null };

      for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
        await writeUntilKilled(server, cookie, draft.id, cycle, acknowledged);
        expect(acknowledged.references.length).toBeGreaterThanOrEqual(cycle * WRITES_PER_CYCLE);

        server = await startServer(env);
        // The lock the killed process left is taken over, with a warning naming it.
        expect(server.output()).toMatch(/took over the lock of the data folder .* no longer runs/);
        // The session survived too (it was a write as well): the same cookie still signs the customer in.
        await expectAcknowledgedWrites(server, cookie, draft.id, acknowledged);
      }

      server.signal('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    }, 150_000);
  },
);
