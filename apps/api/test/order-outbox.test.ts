/**
 * The order outbox's outcomes (ADR-031): an outage queues and retries, the ERP's refusal
 * goes back to the customer, and anything else is retried a bounded number of times and then fails to
 * a state the customer and staff see; staff retry it (once in the ERP) or hand it back; the customer
 * withdraws a queued order, exactly once. Every outcome is an error-log row with the draft as reference.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  ApprovalResult,
  DraftLineResult,
  OrderDraft,
  OrderQueue,
  OrderQueueEntry,
  PendingOrders,
} from '@selvedge/contracts';
import { ErpError, erpUnavailable } from '@selvedge/erp';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demo, expectOk, expectProblem, NOTIFICATION_ADDRESS } from './support/harness.js';
import { approveBody, orderingPerFile } from './support/ordering.js';
import { attemptNow, sendNotices } from './support/outbox.js';

const { portal, cookies, current, addLine, patchDraft } = orderingPerFile({ admin: demo.admin });

beforeEach(async () => {
  await portal.database.db.execute(sql`delete from log_entries`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function readyDraft(cookie = cookies.customer): Promise<OrderDraft> {
  const draft = await current(cookie);
  await expectOk(await patchDraft(draft.id, { reference: 'Outbox test' }, cookie));
  const { draft: withLine } = await expectOk<DraftLineResult>(
    await addLine(draft.id, { itemCode: 'HF-1011', quantity: 3 }, cookie),
  );
  return withLine;
}

const approve = async (draftId: string, cookie = cookies.customer) =>
  expectOk<ApprovalResult>(await portal.post(`/api/order-drafts/${draftId}/approve`, approveBody, cookie));

const pending = async (cookie = cookies.customer) =>
  (await expectOk<PendingOrders>(await portal.get('/api/order-drafts/pending', cookie))).orders;

const queue = async () =>
  (await expectOk<OrderQueue>(await portal.get('/api/order-queue', cookies.admin))).orders;

/** The ERP's orders of a placement key (any adapter: the port's own lookup). */
async function erpOrderOf(draftId: string) {
  const [row] = await portal.rows<{ key: string | null }>(
    sql`select placement_key as key from order_drafts where id = ${draftId}`,
  );
  return row?.key ? portal.deps.erp.findOrder(row.key, 'C10001') : null;
}

async function orderEvents(draftId: string): Promise<string[]> {
  const rows = await portal.logs();
  return rows.filter((row) => row.referenceId === draftId).map((row) => row.event);
}

/** The ERP failing on this order while it is up: what a defect or data it cannot take looks like. */
function failPlacement(
  error: unknown = new TypeError("Cannot read properties of undefined (reading 'ItemCode')"),
) {
  return vi.spyOn(portal.deps.erp, 'placeOrder').mockRejectedValue(error);
}

describe('an order the ERP fails on for another reason than an outage', () => {
  it('is retried a bounded number of times, then failed: the customer and staff are told, with the reference', async () => {
    const draft = await readyDraft();
    const placeOrder = failPlacement();

    expect((await approve(draft.id)).state).toBe('queued');
    expect((await attemptNow(portal, draft.id)).kind).toBe('queued');
    expect((await attemptNow(portal, draft.id)).kind).toBe('failed');
    // Nothing more happens by itself: no job is owed to a failed order.
    expect((await attemptNow(portal, draft.id)).kind).toBe('skipped');
    expect(placeOrder).toHaveBeenCalledTimes(3);

    const [shown] = await pending();
    expect(shown).toMatchObject({ draftId: draft.id, state: 'failed', canWithdraw: false });
    expect(shown?.supportReference).toBe(draft.id.slice(0, 8).toUpperCase());

    const [entry] = await queue();
    expect(entry).toMatchObject({
      draftId: draft.id,
      state: 'failed',
      customerCode: 'C10001',
      userEmail: demo.customer,
      placementAttempts: 3,
      placementError: expect.stringContaining('ItemCode'),
    });
    const work = (await portal.get('/api/dashboard/work-queue', cookies.admin)).json();
    expect(work).toMatchObject({ ordersFailed: 1, ordersWaiting: 0 });

    expect(await orderEvents(draft.id)).toEqual([
      'ORDER_PLACEMENT_FAILED',
      'ORDER_PLACEMENT_FAILED',
      'ORDER_FAILED',
    ]);
    const failedRow = (await portal.logs()).find((row) => row.event === 'ORDER_FAILED');
    expect(failedRow).toMatchObject({ level: 'error', referenceId: draft.id });

    await sendNotices(portal);
    const [toCustomer] = await portal.mailbox('inkoop@devries.example');
    expect(toCustomer?.text).toContain(shown?.supportReference);
    expect(toCustomer?.subject).toMatch(/could not place your order/); // the customer's language
    const [toStaff] = await portal.mailbox(NOTIFICATION_ADDRESS);
    expect(toStaff?.text).toContain('ItemCode');
    expect(toStaff?.text).toContain('/order-queue');
  });

  it('counts an "unavailable" answer as such a failure while the ERP is up (its health answers)', async () => {
    const draft = await readyDraft();
    failPlacement(erpUnavailable('SAP failed on Orders (SAP HTTP 500: Internal error)'));
    await approve(draft.id);
    await attemptNow(portal, draft.id);
    expect((await attemptNow(portal, draft.id)).kind).toBe('failed');
    expect(await orderEvents(draft.id)).toContain('ORDER_FAILED');
  });

  it('is placed once when staff retry it from the queue, with the same placement key', async () => {
    const draft = await readyDraft();
    const placeOrder = failPlacement();
    await approve(draft.id);
    await attemptNow(portal, draft.id);
    await attemptNow(portal, draft.id);
    const keys = new Set(placeOrder.mock.calls.map(([input]) => input.portalKey));
    expect(keys.size).toBe(1);
    placeOrder.mockRestore();

    const sales = await portal.signIn(demo.sales);
    expectProblem(await portal.post(`/api/order-queue/${draft.id}/retry`, {}, sales), 403, 'FORBIDDEN');
    const retried = await expectOk<OrderQueueEntry>(
      await portal.post(`/api/order-queue/${draft.id}/retry`, {}, cookies.admin),
    );
    expect(retried.state).toBe('placed');
    const placed = await expectOk<OrderDraft>(
      await portal.get(`/api/order-drafts/${draft.id}`, cookies.customer),
    );
    expect(placed).toMatchObject({ state: 'placed', documentNumber: expect.any(Number) });
    const erpOrder = await erpOrderOf(draft.id);
    expect(erpOrder?.documentNumber).toBe(placed.documentNumber);
    // A second retry finds nothing to retry.
    expectProblem(
      await portal.post(`/api/order-queue/${draft.id}/retry`, {}, cookies.admin),
      409,
      'ORDER_NOT_IN_OUTBOX',
    );
    expect(await orderEvents(draft.id)).toEqual([
      'ORDER_PLACEMENT_FAILED',
      'ORDER_PLACEMENT_FAILED',
      'ORDER_FAILED',
      'ORDER_RETRIED',
      'ORDER_PLACED',
    ]);
    expect(await queue()).toEqual([]);
  });

  it('staff hand it back: the customer finds it open with its lines and the message, and is mailed', async () => {
    const draft = await readyDraft();
    failPlacement(new RangeError('Invalid time value'));
    await approve(draft.id);
    await attemptNow(portal, draft.id);
    await attemptNow(portal, draft.id);
    expectProblem(
      await portal.post(`/api/order-queue/${draft.id}/hand-back`, { message: '   ' }, cookies.admin),
      400,
      'VALIDATION_FAILED',
    );
    // Possibly sent (a plain error may have come after the ERP took it): the ERP is asked first.
    const handedBack = await expectOk<OrderQueueEntry>(
      await portal.post(
        `/api/order-queue/${draft.id}/hand-back`,
        { message: 'Please split the order per delivery address' },
        cookies.admin,
      ),
    );
    expect(handedBack.state).toBe('rejected');
    const reopened = await current();
    expect(reopened).toMatchObject({
      id: draft.id,
      state: 'open',
      erpMessage: 'Please split the order per delivery address',
      messageFrom: 'staff',
    });
    expect(reopened.lines).toHaveLength(1);
    await sendNotices(portal);
    const [mail] = await portal.mailbox('inkoop@devries.example');
    expect(mail?.text).toContain('Please split the order per delivery address');
    expect(await orderEvents(draft.id)).toContain('ORDER_HANDED_BACK');
  });
});

describe('an order the ERP refuses, and one during an outage', () => {
  it('a refusal goes back to the customer with the message, and is logged', async () => {
    const draft = await readyDraft();
    vi.spyOn(portal.deps.erp, 'placeOrder').mockRejectedValue(
      new ErpError('rejected', 'refused', { erpMessage: 'Credit limit exceeded' }),
    );
    expect(await approve(draft.id)).toMatchObject({ state: 'rejected', erpMessage: 'Credit limit exceeded' });
    const row = (await portal.logs()).find((entry) => entry.event === 'ORDER_REJECTED');
    expect(row).toMatchObject({ level: 'warn', referenceId: draft.id });
    expect(row?.message).toContain('Credit limit exceeded');
  });

  it('an outage queues it, retries it without counting tries, and places it once when the ERP returns', async () => {
    const draft = await readyDraft();
    portal.erp.setFailing(true);
    expect((await approve(draft.id)).state).toBe('queued');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await attemptNow(portal, draft.id)).kind).toBe('queued');
    }
    expect(await queue()).toEqual([]); // not failed; waiting only 0 minutes
    portal.erp.setFailing(false);
    await new Promise((resolve) => setTimeout(resolve, 250)); // the circuit half-opens (200 ms in tests)
    expect((await attemptNow(portal, draft.id)).kind).toBe('placed');
    const events = await orderEvents(draft.id);
    // Logged at attempts 1, 2 and 4 of the outage (1, 2, 4, 8 …), then placed.
    expect(events).toEqual(['ORDER_QUEUED', 'ORDER_QUEUED', 'ORDER_QUEUED', 'ORDER_PLACED']);
  });

  it('an order waiting long for the ERP shows in the staff queue as waiting', async () => {
    const draft = await readyDraft();
    portal.erp.setFailing(true);
    await approve(draft.id);
    portal.clock.advanceMinutes(20);
    try {
      const [entry] = await queue();
      expect(entry).toMatchObject({ draftId: draft.id, state: 'queued' });
      expect((await portal.get('/api/dashboard/work-queue', cookies.admin)).json()).toMatchObject({
        ordersWaiting: 1,
      });
    } finally {
      portal.clock.advanceMinutes(-20);
    }
  });
});

describe('withdrawing a queued order', () => {
  it('brings it back as the open draft, with a draft begun meanwhile merged in, and never places it', async () => {
    const draft = await readyDraft();
    portal.erp.setFailing(true);
    expect((await approve(draft.id)).state).toBe('queued');
    const [shown] = await pending();
    expect(shown).toMatchObject({ state: 'queued', canWithdraw: true });
    // The customer began another order meanwhile.
    const newer = await readyDraft();
    expect(newer.id).not.toBe(draft.id);

    const withdrawn = await expectOk<OrderDraft>(
      await portal.post(`/api/order-drafts/${draft.id}/withdraw`, {}, cookies.customer),
    );
    expect(withdrawn).toMatchObject({ id: draft.id, state: 'open' });
    expect(withdrawn.lines).toHaveLength(2);
    expect((await portal.get(`/api/order-drafts/${newer.id}`, cookies.customer)).statusCode).toBe(404);
    // Twice: the second finds nothing to withdraw.
    expectProblem(
      await portal.post(`/api/order-drafts/${draft.id}/withdraw`, {}, cookies.customer),
      409,
      'ORDER_NOT_IN_OUTBOX',
    );
    expect(await pending()).toEqual([]);

    // The job scheduled for it finds an open draft: nothing reaches the ERP.
    portal.erp.setFailing(false);
    const placeOrder = vi.spyOn(portal.deps.erp, 'placeOrder');
    expect((await attemptNow(portal, draft.id)).kind).toBe('skipped');
    expect(placeOrder).not.toHaveBeenCalled();
    expect(await orderEvents(draft.id)).toContain('ORDER_WITHDRAWN');
  });

  it('a take-back in the moment of a try waits for the try to end, then brings the order back', async () => {
    const draft = await readyDraft();
    portal.erp.setFailing(true);
    expect((await approve(draft.id)).state).toBe('queued');
    // The next try is on its way: the ERP answers it (unavailable, its health down) only when the test
    // lets it.
    portal.erp.setFailing(false);
    vi.spyOn(portal.deps.erp, 'health').mockResolvedValue({ isUp: false, latencyMs: 0 });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const placeOrder = vi.spyOn(portal.deps.erp, 'placeOrder').mockImplementation(async () => {
      await answered;
      throw erpUnavailable('The ERP is unavailable');
    });
    const attempt = attemptNow(portal, draft.id);
    await expect.poll(async () => (await pending())[0]?.state).toBe('approving');
    // /orders keeps offering to take it back during the try.
    expect((await pending())[0]).toMatchObject({ draftId: draft.id, canWithdraw: true });

    const takeBack = portal.post(`/api/order-drafts/${draft.id}/withdraw`, {}, cookies.customer);
    // The take-back meets the try (without the wait it was answered ORDER_NOT_IN_OUTBOX at once).
    await sleep(300);
    answer();
    expect((await attempt).kind).toBe('queued');
    const withdrawn = await expectOk<OrderDraft>(await takeBack);
    expect(withdrawn).toMatchObject({ id: draft.id, state: 'open' });
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(await orderEvents(draft.id)).toContain('ORDER_WITHDRAWN');
  });

  it('asks the ERP first when an attempt may have reached it, and refuses while it cannot be asked', async () => {
    const draft = await readyDraft();
    // The answer of an attempt was lost (a time-out) during an outage: the ERP may have the order.
    vi.spyOn(portal.deps.erp, 'placeOrder').mockRejectedValue(
      erpUnavailable('The ERP did not answer within 3000 ms'),
    );
    const health = vi.spyOn(portal.deps.erp, 'health').mockResolvedValue({ isUp: false, latencyMs: 0 });
    expect((await approve(draft.id)).state).toBe('queued');
    const findOrder = vi
      .spyOn(portal.deps.erp, 'findOrder')
      .mockRejectedValue(erpUnavailable('The ERP is unavailable (circuit open)'));
    expectProblem(
      await portal.post(`/api/order-drafts/${draft.id}/withdraw`, {}, cookies.customer),
      503,
      'ERP_CONFIRMATION_NEEDED',
    );
    expect((await pending())[0]).toMatchObject({ state: 'queued' });

    findOrder.mockRestore();
    health.mockRestore();
    const withdrawn = await expectOk<OrderDraft>(
      await portal.post(`/api/order-drafts/${draft.id}/withdraw`, {}, cookies.customer),
    );
    expect(withdrawn.state).toBe('open');
  });

  it('an order the ERP took after all is not withdrawn: it is placed', async () => {
    const draft = await readyDraft();
    const real = portal.deps.erp.placeOrder.bind(portal.deps.erp);
    // The ERP created it, and the answer was lost on the way back, during an outage.
    vi.spyOn(portal.deps.erp, 'placeOrder').mockImplementation(async (input) => {
      await real(input);
      throw erpUnavailable('the answer broke off');
    });
    const health = vi.spyOn(portal.deps.erp, 'health').mockResolvedValue({ isUp: false, latencyMs: 0 });
    expect((await approve(draft.id)).state).toBe('queued');
    health.mockRestore();
    expectProblem(
      await portal.post(`/api/order-drafts/${draft.id}/withdraw`, {}, cookies.customer),
      409,
      'ORDER_ALREADY_PLACED',
    );
    const placed = await expectOk<OrderDraft>(
      await portal.get(`/api/order-drafts/${draft.id}`, cookies.customer),
    );
    expect(placed.state).toBe('placed');
    expect((await erpOrderOf(draft.id))?.documentNumber).toBe(placed.documentNumber);
  });

  it('another user of the customer sees the queued order but cannot withdraw it', async () => {
    const draft = await readyDraft();
    portal.erp.setFailing(true);
    await approve(draft.id);
    // A second user of C10001: the demo viewer, given the create-order claim for this test.
    await portal.database.db.execute(
      sql`update users set can_create_order = true where email = ${demo.viewer}`,
    );
    await portal.database.db.execute(
      sql`update users set customer_code = 'C10001' where email = ${demo.viewer}`,
    );
    const colleague = await portal.signIn(demo.viewer);
    try {
      expect((await pending(colleague))[0]).toMatchObject({ draftId: draft.id, canWithdraw: false });
      expectProblem(
        await portal.post(`/api/order-drafts/${draft.id}/withdraw`, {}, colleague),
        404,
        'NOT_FOUND',
      );
    } finally {
      await portal.database.db.execute(
        sql`update users set can_create_order = false, customer_code = 'C10002' where email = ${demo.viewer}`,
      );
    }
  });
});

describe('a draft holds only what the ERP knows', () => {
  it('a shipping type the ERP does not have is refused with the field named, and nothing is stored', async () => {
    const exporter = await portal.signIn(demo.export);
    await portal.put('/api/ship-to', { addressId: 'Manchester warehouse' }, exporter);
    const draft = await current(exporter);
    const refused = expectProblem(
      await patchDraft(draft.id, { shippingTypeCode: 'zz' }, exporter),
      400,
      'VALIDATION_FAILED',
    );
    expect(refused.fields).toEqual([{ path: 'shippingTypeCode', code: 'INVALID_VALUE' }]);
    const again = await expectOk<OrderDraft>(await portal.get(`/api/order-drafts/${draft.id}`, exporter));
    expect(again.shippingTypeCode).toBe(draft.shippingTypeCode);
    // Approval with a label where a code belongs: refused, nothing placed, the draft still open.
    await expectOk(await patchDraft(draft.id, { reference: 'Export' }, exporter));
    await expectOk(await addLine(draft.id, { itemCode: 'HF-1011', quantity: 2 }, exporter));
    const placeOrder = vi.spyOn(portal.deps.erp, 'placeOrder');
    const approval = expectProblem(
      await portal.post(
        `/api/order-drafts/${draft.id}/approve`,
        { ...approveBody, shippingTypeCode: 'Transport' },
        exporter,
      ),
      422,
      'SHIPPING_TYPE_UNKNOWN',
    );
    expect(approval.fields).toEqual([{ path: 'shippingTypeCode', code: 'INVALID_VALUE' }]);
    expect(placeOrder).not.toHaveBeenCalled();
    const after = await expectOk<OrderDraft>(await portal.get(`/api/order-drafts/${draft.id}`, exporter));
    expect(after).toMatchObject({ state: 'open', shippingTypeCode: draft.shippingTypeCode });
  });

  it("a ship-to session's order ships to its own ship-to, not to another one of the customer's (D2)", async () => {
    const exporter = await portal.signIn(demo.export);
    await portal.put('/api/ship-to', { addressId: 'Manchester warehouse' }, exporter);
    const draft = await current(exporter);
    const dublin = {
      addressId: 'Dublin project',
      name: 'Dublin project',
      street: 'Anywhere 1',
      zipCode: 'D02',
      city: 'Dublin',
      country: 'IE',
    };
    const refused = expectProblem(
      await patchDraft(draft.id, { shippingAddress: dublin }, exporter),
      400,
      'VALIDATION_FAILED',
    );
    expect(refused.fields).toEqual([{ path: 'shippingAddress.addressId', code: 'INVALID_VALUE' }]);
    const again = await expectOk<OrderDraft>(await portal.get(`/api/order-drafts/${draft.id}`, exporter));
    expect(again.shippingAddress?.addressId).toBe('Manchester warehouse');
  });

  it('a label in the customer record (a new install before its first sync) is not taken as a code', async () => {
    const [before] = await portal.rows<{ type: string | null }>(
      sql`select shipping_type as type from customers where code = 'C10001'`,
    );
    await portal.database.db.execute(
      sql`update customers set shipping_type = 'Transport' where code = 'C10001'`,
    );
    try {
      const draft = await current();
      expect(draft.shippingTypeCode).toBeNull();
    } finally {
      await portal.database.db.execute(
        sql`update customers set shipping_type = ${before?.type ?? null} where code = 'C10001'`,
      );
    }
  });

  it('a stored address changed for this order is sent to the ERP as typed', async () => {
    const draft = await readyDraft();
    const stored = draft.shippingAddress;
    expect(stored?.addressId).not.toBeNull();
    const changed = await expectOk<OrderDraft>(
      await patchDraft(draft.id, { shippingAddress: { ...stored, street: 'Bouwterrein 7', city: 'Houten' } }),
    );
    expect(changed.shippingAddress).toMatchObject({
      addressId: null,
      street: 'Bouwterrein 7',
      city: 'Houten',
    });
    const placeOrder = vi.spyOn(portal.deps.erp, 'placeOrder');
    expect((await approve(draft.id)).state).toBe('placed');
    expect(placeOrder.mock.calls[0]?.[0].shipTo).toEqual({
      address: expect.objectContaining({ street: 'Bouwterrein 7', city: 'Houten' }),
    });
  });
});
