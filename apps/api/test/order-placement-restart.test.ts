/**
 * D24 across a crash: the process dies after the approval's commit, before or after the ERP call, and
 * a restarted portal on the same database places the order exactly once (the outbox job committed with
 * the approval, the placement key the ERP answers a second call with). The same for a return request
 * (ADR-019), whose outbox works alike.
 */

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ApprovalResult,
  DraftLineResult,
  OrderDraft,
  ReturnableLinePage,
  ReturnRequestResult,
} from '@selvedge/contracts';
import type { CreateReturnRequestInput, PlaceOrderInput } from '@selvedge/erp';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderingJobs } from '../src/modules/ordering/ordering.jobs.js';
import { returnsJobs } from '../src/modules/returns/returns.jobs.js';
import type { ModuleJobs } from '../src/shared/deps.js';
import { createTestPortal, demo, type TestPortal } from './support/harness.js';

const dataDirs: string[] = [];
const open: TestPortal[] = [];

afterEach(async () => {
  for (const portal of open.splice(0)) await portal.close();
  for (const dir of dataDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A portal whose database survives it: a data folder for PGlite, its own database on PostgreSQL. */
async function durablePortal(): Promise<TestPortal> {
  const dir = await mkdtemp(join(tmpdir(), 'selvedge-restart-'));
  dataDirs.push(dir);
  // A short lease: the killed portal's attempt holds the draft until it ends (ADR-031).
  const lease = { ORDER_ATTEMPT_LEASE_SECONDS: '3' };
  return createTestPortal({
    erpData: 'tiny',
    env: process.env.DATABASE_URL ? lease : { ...lease, DATA_DIR: dir },
  });
}

async function approvedDraftLeftBehind(portal: TestPortal): Promise<string> {
  const cookie = await portal.signIn(demo.customer);
  const draft = (
    await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, cookie)
  ).json() as OrderDraft;
  await portal.patch(`/api/order-drafts/${draft.id}`, { reference: 'Crash test' }, cookie);
  const line = await portal.post(
    `/api/order-drafts/${draft.id}/lines`,
    { itemCode: 'HF-1011', quantity: 2 },
    cookie,
  );
  expect((line.json() as DraftLineResult).outcome).toBe('added');
  const approval = await portal.post(
    `/api/order-drafts/${draft.id}/approve`,
    { email: 'crash@devries.example', termsAccepted: true },
    cookie,
  );
  // The ERP call never returns: after a few seconds the user is told the order is on its way.
  expect((approval.json() as ApprovalResult).state).toBe('approving');
  return draft.id;
}

async function erpOrdersWithKey(portal: TestPortal, draftId: string): Promise<number[]> {
  const result = (await portal.database.db.execute(sql`
    select d."DocNum" as number from demo_erp."Documents" d
    join order_drafts o on o.placement_key::text = d."U_DBS_PORTALKEY"
    where o.id = ${draftId} and d."ObjType" = 17`)) as unknown as { rows: Array<{ number: number }> };
  return result.rows.map((row) => Number(row.number));
}

/**
 * Restarts on the same database with a module's job workers running, and waits until `isDone` says
 * the outbox entry reached the ERP.
 */
async function restartAndWait(
  killed: TestPortal,
  jobs: ModuleJobs,
  state: (portal: TestPortal) => Promise<string | undefined>,
  done: string,
): Promise<TestPortal> {
  await killed.close({ keepDatabase: true });
  open.splice(open.indexOf(killed), 1);
  const restarted = await createTestPortal({ databaseOf: killed });
  open.push(restarted);
  await restarted.deps.jobs.startWorking({ isScheduling: false });
  await jobs.work(restarted.deps.jobs, restarted.deps);
  const deadline = Date.now() + 45_000;
  for (;;) {
    const now = await state(restarted);
    if (now === done) return restarted;
    if (Date.now() > deadline) throw new Error(`still ${now} after the restart`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Restarts on the same database with the job workers running, and waits for the draft to be placed. */
const restartAndWaitForPlacement = (killed: TestPortal, draftId: string) =>
  restartAndWait(
    killed,
    orderingJobs,
    async (portal) =>
      (await portal.rows<{ state: string }>(sql`select state from order_drafts where id = ${draftId}`))[0]
        ?.state,
    'placed',
  );

describe('a crash between the approval and the ERP (D24)', () => {
  it('killed before the ERP call: placed once after the restart', async () => {
    const portal = await durablePortal();
    open.push(portal);
    vi.spyOn(portal.deps.erp, 'placeOrder').mockImplementation(() => new Promise(() => {}));
    const draftId = await approvedDraftLeftBehind(portal);
    expect(await erpOrdersWithKey(portal, draftId)).toEqual([]);

    const restarted = await restartAndWaitForPlacement(portal, draftId);
    expect(await erpOrdersWithKey(restarted, draftId)).toHaveLength(1);
  }, 90_000);

  it('killed after the ERP placed the order, before the portal stored it: still one order', async () => {
    const portal = await durablePortal();
    open.push(portal);
    const realPlaceOrder = portal.deps.erp.placeOrder.bind(portal.deps.erp);
    vi.spyOn(portal.deps.erp, 'placeOrder').mockImplementation(async (input: PlaceOrderInput) => {
      await realPlaceOrder(input);
      return new Promise(() => {});
    });
    const draftId = await approvedDraftLeftBehind(portal);
    const [number] = await erpOrdersWithKey(portal, draftId);
    expect(number).toBeGreaterThan(0);

    const restarted = await restartAndWaitForPlacement(portal, draftId);
    expect(await erpOrdersWithKey(restarted, draftId)).toEqual([number]);
    const stored = (await restarted.database.db.execute(
      sql`select erp_doc_number from order_drafts where id = ${draftId}`,
    )) as unknown as { rows: Array<{ erp_doc_number: number }> };
    expect(Number(stored.rows[0]?.erp_doc_number)).toBe(number);
  }, 90_000);
});

describe('a crash between submitting a return and the ERP (D24, ADR-019)', () => {
  it('killed after the ERP created the return request, before the portal stored it: still one', async () => {
    const portal = await durablePortal();
    open.push(portal);
    const realCreate = portal.deps.erp.createReturnRequest.bind(portal.deps.erp);
    vi.spyOn(portal.deps.erp, 'createReturnRequest').mockImplementation(
      async (input: CreateReturnRequestInput) => {
        await realCreate(input);
        return new Promise(() => {});
      },
    );
    const cookie = await portal.signIn(demo.customer);
    const lines = (await portal.get('/api/returnable-lines', cookie)).json() as ReturnableLinePage;
    const line = lines.rows.find((l) => l.status === 'open');
    const submitted = (
      await portal.post(
        '/api/return-requests',
        {
          requestKey: randomUUID(),
          packages: 1,
          pickUpDate: portal.clock.now().toISOString().slice(0, 10),
          lines: [
            { deliveryId: line?.deliveryId, lineNumber: line?.lineNumber, quantity: 0.3, remark: 'Crash' },
          ],
        },
        cookie,
      )
    ).json() as ReturnRequestResult;
    expect(submitted.state).toBe('submitted');
    const erpRequests = async (of: TestPortal) =>
      (
        await of.rows<{ number: number }>(sql`select "DocNum" as number from demo_erp."Documents"
            where "ObjType" = 234000031 and "U_DBS_PORTALKEY" = ${submitted.id}`)
      ).map((row) => Number(row.number));
    const [number] = await erpRequests(portal);
    expect(number).toBeGreaterThan(0);

    const restarted = await restartAndWait(
      portal,
      returnsJobs,
      async (of) =>
        (
          await of.rows<{ state: string }>(sql`select state from return_requests where id = ${submitted.id}`)
        )[0]?.state,
      'sent',
    );
    const [stored] = await restarted.rows<{ number: number }>(
      sql`select erp_doc_number as number from return_requests where id = ${submitted.id}`,
    );
    expect(Number(stored?.number)).toBe(number);
    expect(await erpRequests(restarted)).toEqual([number]);
  }, 90_000);
});
