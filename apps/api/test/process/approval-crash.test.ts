/**
 * The order outbox across kill -9 (ADR-031): the real server, with its job
 * workers, is killed while a customer approves one order after another during an ERP outage (so each
 * approval waits in the outbox), and restarted on the same data folder with the ERP back, twice. Every
 * approval the customer was answered for is placed exactly once, each within 60 s of the restart; the
 * one on its way at the kill is placed once or was never approved, never twice.
 */
import type { ApprovalResult, DraftLineResult, OrderDraft } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { demo } from '../support/harness.js';
import { demoServersPerFile } from './support/demo-servers.js';
import { expectOkAnswer, type ServerProcess, send, signIn, startServer } from './support/server-process.js';

const CYCLES = 2;
/** Approvals answered per cycle before the kill lands on the next one. */
const APPROVALS_PER_CYCLE = 6;
/** What the issue asks of a restart: every approval saved before the kill placed within this. */
const PLACED_WITHIN_MS = 60_000;

const demoServers = demoServersPerFile('selvedge-approvals-');

/** A draft with one line and a reference, ready to approve. */
async function readyDraft(server: ServerProcess, cookie: string, reference: string): Promise<string> {
  const draft = expectOkAnswer<OrderDraft>(
    await send(server.port, 'POST', '/api/order-drafts/current', { cookie, body: { orderType: 'B2B' } }),
  );
  expectOkAnswer(
    await send(server.port, 'PATCH', `/api/order-drafts/${draft.id}`, { cookie, body: { reference } }),
  );
  const line = expectOkAnswer<DraftLineResult>(
    await send(server.port, 'POST', `/api/order-drafts/${draft.id}/lines`, {
      cookie,
      body: { itemCode: 'HF-1011', quantity: 1 },
    }),
  );
  // Merged: the approval cut off by the kill never committed, and its draft is still the open one.
  expect(['added', 'merged']).toContain(line.outcome);
  return draft.id;
}

interface Stream {
  /** Drafts whose approval was answered. */
  approved: string[];
  /** The draft whose approval was on its way when the process died. */
  cutOff: string | null;
}

async function approveUntilKilled(server: ServerProcess, cookie: string, cycle: number, stream: Stream) {
  for (let n = 1; ; n += 1) {
    const draftId = await readyDraft(server, cookie, `Crash ${cycle}.${n}`);
    const isLast = n > APPROVALS_PER_CYCLE;
    const answer = await send(server.port, 'POST', `/api/order-drafts/${draftId}/approve`, {
      cookie,
      body: { email: 'crash@devries.example', termsAccepted: true },
      onSent: isLast ? () => server.signal('SIGKILL') : undefined,
    }).catch(() => null);
    if (!answer) {
      stream.cutOff = draftId;
      break;
    }
    expect(expectOkAnswer<ApprovalResult>(answer).state).toBe('queued');
    stream.approved.push(draftId);
  }
  expect(await server.exited).toMatchObject({ signal: 'SIGKILL' });
}

/** Milliseconds from the restart until each draft is placed; fails after PLACED_WITHIN_MS. */
async function waitUntilPlaced(server: ServerProcess, cookie: string, drafts: string[]): Promise<number> {
  const started = Date.now();
  const waiting = new Set(drafts);
  while (waiting.size > 0) {
    if (Date.now() - started > PLACED_WITHIN_MS) {
      throw new Error(`not placed ${PLACED_WITHIN_MS} ms after the restart: ${[...waiting].join(', ')}`);
    }
    for (const id of [...waiting]) {
      const draft = expectOkAnswer<OrderDraft>(
        await send(server.port, 'GET', `/api/order-drafts/${id}`, { cookie }),
      );
      expect(draft.state).not.toBe('failed');
      if (draft.state === 'placed') waiting.delete(id);
    }
    if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Date.now() - started;
}

const skipped = process.env.DATABASE_URL
  ? ' (skipped: DATABASE_URL is set; the outbox is the same on PostgreSQL, see order-placement-restart.test.ts)'
  : '';

describe.skipIf(Boolean(process.env.DATABASE_URL))(`kill -9 during a stream of approvals${skipped}`, () => {
  it(`places every answered approval once, within ${PLACED_WITHIN_MS / 1000} s of each restart`, async () => {
    let { server, env, folder } = await demoServers.start({ JOBS: 'true' });
    const cookie = await signIn(server.port, demo.customer);
    const admin = await signIn(server.port, demo.admin);
    const stream: Stream = { approved: [], cutOff: null };
    const cutOffs: string[] = [];
    const restartToPlaced: number[] = [];

    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      stream.cutOff = null;
      // The demo ERP's outage switch lives in the process: the restarted one has the ERP back.
      expectOkAnswer(
        await send(server.port, 'PUT', '/api/settings/demo-erp', { cookie: admin, body: { isDown: true } }),
      );
      await approveUntilKilled(server, cookie, cycle, stream);
      if (stream.cutOff) cutOffs.push(stream.cutOff);
      server = await startServer(env);
      restartToPlaced.push(await waitUntilPlaced(server, cookie, stream.approved));
    }
    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(stream.approved.length).toBeGreaterThanOrEqual(CYCLES * APPROVALS_PER_CYCLE);

    // Exactly once, as the ERP has them: one order per placement key of every placed draft, and the
    // cut-off approvals either placed once or never approved (open, no key).
    const database = await openDatabase({ dataDir: folder, onWarning: () => {} });
    try {
      const { rows } = await database.query<{ id: string; state: string; orders: number }>(
        `select o.id, o.state, count(d."DocEntry")::int as orders
         from order_drafts o left join demo_erp."Documents" d
           on d."ObjType" = 17 and d."U_DBS_PORTALKEY" = o.placement_key::text
         where o.id = any($1::uuid[]) group by o.id, o.state`,
        [[...stream.approved, ...cutOffs]],
      );
      for (const id of stream.approved) {
        expect(rows.find((row) => row.id === id)).toMatchObject({ state: 'placed', orders: 1 });
      }
      for (const id of cutOffs) {
        const row = rows.find((found) => found.id === id);
        expect([
          { state: 'placed', orders: 1 },
          { state: 'open', orders: 0 },
        ]).toContainEqual({ state: row?.state, orders: row?.orders });
      }
    } finally {
      await database.close();
    }
    console.info(`restart to the last placement: ${restartToPlaced.map((ms) => `${ms} ms`).join(', ')}`);
  }, 240_000);
});
