/**
 * Requesting a return (ordering.md "Return request screen", §4 "Return flow", §5, §7; D24, D30) through
 * the API: the delivered lines with what can still be returned, the cap, the packages and pick-up date
 * rules, the customer's and ship-to's scope, and the request sent to the ERP exactly once through the
 * outbox, also while the ERP is down.
 */
import { randomUUID } from 'node:crypto';
import type { ReturnableLine, ReturnableLinePage, ReturnRequestResult } from '@selvedge/contracts';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_NOTICE_QUEUE, type ReturnNoticeJob } from '../src/modules/returns/return-events.js';
import { sendReturnNotice } from '../src/modules/returns/return-notices.js';
import { sendReturnRequest } from '../src/modules/returns/return-submission.js';
import {
  demo,
  expectOk,
  expectProblem,
  NOTIFICATION_ADDRESS,
  portalPerFile,
  signInPerFile,
} from './support/harness.js';
import { takeJobs } from './support/outbox.js';
import { readsDemoErpTables } from './support/sap-fake.js';

const portal = portalPerFile({ erpData: 'tiny' });
const cookies = signInPerFile(portal, { customer: demo.customer });

beforeEach(() => {
  portal.erp.setFailing(false);
});

const today = () => portal.clock.now().toISOString().slice(0, 10);
async function returnable(cookie = cookies.customer, search?: string): Promise<ReturnableLine[]> {
  const lines: ReturnableLine[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({ page: String(page), ...(search ? { search } : {}) });
    const result = expectOk<ReturnableLinePage>(await portal.get(`/api/returnable-lines?${query}`, cookie));
    lines.push(...result.rows);
    if (page * result.pageSize >= result.total) return lines;
  }
}

/** A delivered line of the demo customer with something left to return and a price (not a sample). */
async function openLine(exclude: readonly ReturnableLine[] = []): Promise<ReturnableLine> {
  const line = (await returnable()).find(
    (l) =>
      l.status === 'open' &&
      l.price > 0 &&
      l.returnableQuantity >= 2 &&
      !exclude.some((e) => e.deliveryId === l.deliveryId && e.lineNumber === l.lineNumber),
  );
  if (!line) throw new Error('no returnable line left in the demo data');
  return line;
}

const body = (lines: ReadonlyArray<Partial<ReturnableLine> & { quantity: number }>, extra = {}) => ({
  requestKey: randomUUID(),
  packages: 2,
  pickUpDate: today(),
  lines: lines.map((line) => ({
    deliveryId: line.deliveryId,
    lineNumber: line.lineNumber,
    quantity: line.quantity,
    remark: 'Wrong colour delivered',
  })),
  ...extra,
});

const submit = (payload: unknown, cookie = cookies.customer) =>
  portal.post('/api/return-requests', payload, cookie);

/** The ERP's return requests with this portal key (the demo ERP's own table). */
async function erpRequestsWithKey(key: string): Promise<number> {
  const [row] = await portal.rows<{ n: number }>(sql`
    select count(*)::int as n from demo_erp."Documents" where "ObjType" = 234000031 and "U_DBS_PORTALKEY" = ${key}`);
  return row?.n ?? 0;
}

describe('the delivered lines to choose from (ordering §2, D17, D30)', () => {
  it("lists the customer's delivery lines with what can be returned, never a BOM component", async () => {
    const lines = await returnable();
    expect(lines.length).toBeGreaterThan(5);
    const deliveries = await portal.rows<{ id: number }>(
      sql`select id from sales_documents where customer_code = 'C10001' and kind = 'delivery'`,
    );
    const ids = new Set(deliveries.map((d) => d.id));
    expect(lines.every((l) => ids.has(l.deliveryId))).toBe(true);
    const components = await portal.rows<{ id: number; line: number }>(sql`
      select document_id as id, line_number as line from sales_document_lines
      where customer_code = 'C10001' and kind = 'delivery' and bom_role = 'component'`);
    expect(components.length).toBeGreaterThan(0);
    expect(lines.some((l) => components.some((c) => c.id === l.deliveryId && c.line === l.lineNumber))).toBe(
      false,
    );
    for (const line of lines) {
      expect(line.returnableQuantity).toBeLessThanOrEqual(line.quantity);
      expect(line.status).toBe(line.returnableQuantity > 0 ? 'open' : 'send');
    }
    // Quick search over the visible columns, the delivery number among them (D17).
    const number = lines[0]?.deliveryNumber as number;
    const searched = await returnable(cookies.customer, String(number));
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((l) => l.deliveryNumber === number)).toBe(true);
  });

  it('counts what earlier return requests in the ERP ask back', async () => {
    const [requested] = await portal.rows<{ id: number; line: number; delivered: number; back: number }>(sql`
      select d.document_id as id, d.line_number as line, d.quantity::float as delivered,
        sum(r.quantity)::float as back
      from sales_document_lines d
      join sales_document_lines r on r.kind = 'returnRequest' and r.base_kind = 'delivery'
        and r.base_document_id = d.document_id and r.base_line_number = d.line_number
      where d.customer_code = 'C10001' and d.kind = 'delivery' and r.status <> 'cancelled'
      group by 1, 2, 3 limit 1`);
    expect(requested).toBeDefined();
    const line = (await returnable()).find(
      (l) => l.deliveryId === requested?.id && l.lineNumber === requested?.line,
    );
    expect(line?.returnableQuantity).toBeCloseTo(
      Math.max(0, (requested?.delivered ?? 0) - (requested?.back ?? 0)),
      3,
    );
  });
});

describe('submitting (ordering §4 "Return flow", §5, D30)', () => {
  readsDemoErpTables(
    'sends the request to the ERP, capped at what can be returned, and lists it at once',
    async () => {
      const first = await openLine();
      const second = await openLine([first]);
      const payload = body([
        { ...first, quantity: first.returnableQuantity + 5 },
        { ...second, quantity: 1 },
      ]);
      const result = expectOk<ReturnRequestResult>(await submit(payload));
      expect(result).toMatchObject({ state: 'sent', erpMessage: null });
      expect(result.documentNumber).toBeGreaterThan(0);
      expect(result.lines).toEqual([
        {
          deliveryId: first.deliveryId,
          lineNumber: first.lineNumber,
          quantity: first.returnableQuantity,
          isCapped: true,
        },
        { deliveryId: second.deliveryId, lineNumber: second.lineNumber, quantity: 1, isCapped: false },
      ]);

      // In the ERP with the fixed values of D30, the comment and the commission (0 without one).
      const erpLines = await portal.rows<{
        item: string;
        loco: string;
        qysc: string;
        remark: string;
        ref: string;
        packages: number;
      }>(sql`
      select l."ItemCode" as item, l."U_PMX_LOCO" as loco, l."U_PMX_QYSC" as qysc, l."U_DBS_RETURNREMARK" as remark,
        l."U_DBS_CUSTREF" as ref, d."U_AantalPackages" as packages
      from demo_erp."Documents" d join demo_erp."DocumentLines" l on l."ObjType" = d."ObjType" and l."DocEntry" = d."DocEntry"
      where d."ObjType" = 234000031 and d."DocNum" = ${result.documentNumber} order by l."LineNum"`);
      expect(erpLines).toEqual([
        {
          item: first.itemCode,
          loco: 'RETOURVERK',
          qysc: 'RELEASED',
          remark: 'Wrong colour delivered',
          ref: '0',
          packages: 2,
        },
        {
          item: second.itemCode,
          loco: 'RETOURVERK',
          qysc: 'RELEASED',
          remark: 'Wrong colour delivered',
          ref: '0',
          packages: 2,
        },
      ]);

      // The customer was synced before the answer: /returns shows it, and nothing is left of the first line.
      const list = expectOk<{ rows: Array<{ returnNumber: number; reference: string | null }> }>(
        await portal.get('/api/returns', cookies.customer),
      );
      expect(list.rows.map((r) => r.returnNumber)).toContain(result.documentNumber);
      expect(list.rows.find((r) => r.returnNumber === result.documentNumber)?.reference).toBeNull();
      const after = (await returnable()).find(
        (l) => l.deliveryId === first.deliveryId && l.lineNumber === first.lineNumber,
      );
      expect(after).toMatchObject({ returnableQuantity: 0, status: 'send' });
      const refused = expectProblem(
        await submit(body([{ ...first, quantity: 1 }])),
        422,
        'NOTHING_TO_RETURN',
      );
      expect(refused.fields).toEqual([{ path: 'lines.0.quantity', code: 'INVALID_VALUE' }]);
    },
  );

  it('refuses bad packages, a past pick-up date, a missing comment and a line twice, and stores nothing', async () => {
    const line = await openLine();
    const before = await portal.rows<{ n: number }>(sql`select count(*)::int as n from return_requests`);
    for (const packages of [0, 11, 2.5]) {
      expectProblem(await submit(body([{ ...line, quantity: 1 }], { packages })), 400, 'VALIDATION_FAILED');
    }
    const yesterday = new Date(portal.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    expectProblem(
      await submit(body([{ ...line, quantity: 1 }], { pickUpDate: yesterday })),
      422,
      'PICK_UP_DATE_IN_PAST',
    );
    const noComment = body([{ ...line, quantity: 1 }]);
    const [first] = noComment.lines;
    if (first) first.remark = '  ';
    const problem = expectProblem(await submit(noComment), 400, 'VALIDATION_FAILED');
    expect(problem.fields?.map((f) => f.path)).toEqual(['lines.0.remark']);
    expectProblem(
      await submit(
        body([
          { ...line, quantity: 1 },
          { ...line, quantity: 1 },
        ]),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(await submit(body([])), 400, 'VALIDATION_FAILED');
    expect(await portal.rows<{ n: number }>(sql`select count(*)::int as n from return_requests`)).toEqual(
      before,
    );
  });

  it("answers 404 for another customer's line and for a line of another ship-to", async () => {
    const exporter = await portal.signIn(demo.export);
    expectOk(await portal.put('/api/ship-to', { addressId: 'Manchester warehouse' }, exporter));
    const [elsewhere] = await portal.rows<{ id: number; line: number }>(sql`
      select document_id as id, line_number as line from sales_document_lines
      where customer_code = 'C40001' and kind = 'delivery' and bom_role <> 'component'
        and ship_to_id <> 'Manchester warehouse' limit 1`);
    expect(elsewhere).toBeDefined();
    const foreign = { deliveryId: elsewhere?.id, lineNumber: elsewhere?.line, quantity: 1 };
    // Not the demo customer's: it does not exist for them.
    expectProblem(await submit(body([foreign])), 404, 'NOT_FOUND');
    // The export customer's own, but of another ship-to than the one chosen (D2).
    expectProblem(await submit(body([foreign]), exporter), 404, 'NOT_FOUND');
    const listed = await returnable(exporter);
    expect(listed.some((l) => l.deliveryId === elsewhere?.id)).toBe(false);
    const ships = await portal.rows<{ id: number }>(sql`
      select id from sales_documents where customer_code = 'C40001' and kind = 'delivery'
        and ship_to_id = 'Manchester warehouse'`);
    expect(listed.every((l) => ships.some((s) => s.id === l.deliveryId))).toBe(true);
  });
});

describe('through whichever ERP is configured', () => {
  it('sends the request and the returns list shows it under its number at once', async () => {
    const line = await openLine();
    const result = expectOk<ReturnRequestResult>(await submit(body([{ ...line, quantity: 1 }])));
    expect(result).toMatchObject({ state: 'sent', erpMessage: null });
    const list = expectOk<{ rows: Array<{ returnNumber: number; itemCode: string; quantity: number }> }>(
      await portal.get(`/api/returns?search=${result.documentNumber}`, cookies.customer),
    );
    expect(list.rows.map((row) => [row.returnNumber, row.itemCode, row.quantity])).toEqual([
      [result.documentNumber, line.itemCode, 1],
    ]);
  });
});

describe('exactly once through the outbox (D24)', () => {
  readsDemoErpTables('50 parallel submits of one request make one return request in the ERP', async () => {
    const line = await openLine();
    const payload = body([{ ...line, quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 50 }, () => submit(payload)));
    const answers = results.map((r) => expectOk<ReturnRequestResult>(r));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    const id = answers[0]?.id as string;
    // Sent by the first; the others answered the same request, sent or on its way.
    expect(await sendReturnRequest(portal.deps, id)).toBe('skipped');
    expect(await erpRequestsWithKey(id)).toBe(1);
    const [stored] = await portal.rows<{ n: number }>(
      sql`select count(*)::int as n from return_requests where request_key = ${payload.requestKey}`,
    );
    expect(stored?.n).toBe(1);
  });

  readsDemoErpTables(
    'queues the request while the ERP is down and sends it once when it returns',
    async () => {
      const line = await openLine();
      portal.erp.setFailing(true);
      const queued = expectOk<ReturnRequestResult>(await submit(body([{ ...line, quantity: 1 }])));
      expect(queued).toMatchObject({ state: 'queued', documentNumber: null });
      // Counted against the line while it waits.
      const waiting = (await returnable()).find(
        (l) => l.deliveryId === line.deliveryId && l.lineNumber === line.lineNumber,
      );
      expect(waiting?.returnableQuantity).toBeCloseTo(line.returnableQuantity - 1, 3);
      expect(await portal.deps.jobs.countJobs('return-request-submission', 'created')).toBeGreaterThanOrEqual(
        2,
      );
      expect(await sendReturnRequest(portal.deps, queued.id, 1)).toBe('queued');

      portal.erp.setFailing(false);
      await new Promise((resolve) => setTimeout(resolve, 250)); // the circuit half-opens (200 ms in tests)
      expect(await sendReturnRequest(portal.deps, queued.id, 2)).toBe('sent');
      expect(await sendReturnRequest(portal.deps, queued.id, 3)).toBe('skipped');
      expect(await erpRequestsWithKey(queued.id)).toBe(1);
      const [state] = await portal.rows<{ state: string; number: number | null }>(
        sql`select state, erp_doc_number as number from return_requests where id = ${queued.id}`,
      );
      expect(state?.state).toBe('sent');
      expect(state?.number).toBeGreaterThan(0);
    },
  );
});

describe('a request the ERP fails on for another reason than an outage (ADR-031)', () => {
  it('is retried a bounded number of times, then failed: logged, the customer and staff mailed, its lines free again', async () => {
    const line = await openLine();
    const create = vi
      .spyOn(portal.deps.erp, 'createReturnRequest')
      .mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'DocEntry')"));
    try {
      const first = expectOk<ReturnRequestResult>(await submit(body([{ ...line, quantity: 1 }])));
      expect(first.state).toBe('queued');
      expect(await sendReturnRequest(portal.deps, first.id, 1)).toBe('queued');
      expect(await sendReturnRequest(portal.deps, first.id, 2)).toBe('failed');
      expect(await sendReturnRequest(portal.deps, first.id, 3)).toBe('skipped');
      expect(create).toHaveBeenCalledTimes(3);
      const events = (await portal.logs())
        .filter((row) => row.referenceId === first.id)
        .map((row) => row.event);
      expect(events).toEqual(['RETURN_SEND_FAILED', 'RETURN_SEND_FAILED', 'RETURN_FAILED']);
      // Not counted against the line any more: the customer may send it again.
      const after = (await returnable()).find(
        (l) => l.deliveryId === line.deliveryId && l.lineNumber === line.lineNumber,
      );
      expect(after?.returnableQuantity).toBeCloseTo(line.returnableQuantity, 3);
      const notices = await takeJobs<ReturnNoticeJob>(portal, RETURN_NOTICE_QUEUE);
      expect(notices).toHaveLength(1);
      for (const notice of notices) await sendReturnNotice(portal.deps, notice);
      const [toCustomer] = await portal.mailbox(demo.customer);
      expect(toCustomer?.text).toContain(first.id.slice(0, 8).toUpperCase());
      const [toStaff] = await portal.mailbox(NOTIFICATION_ADDRESS);
      expect(toStaff?.text).toContain(first.id);
      expect(toStaff?.text).toContain('DocEntry');
    } finally {
      create.mockRestore();
    }
  });
});

describe('the cap under parallel requests', () => {
  /** What the portal's own requests for this line ask back and have not lost to a refusal. */
  async function storedFor(line: ReturnableLine): Promise<number> {
    const [row] = await portal.rows<{ quantity: number }>(sql`
      select coalesce(sum(l.quantity), 0)::float as quantity
      from return_request_lines l join return_requests r on r.id = l.request_id
      where l.delivery_id = ${line.deliveryId} and l.line_number = ${line.lineNumber}
        and r.state <> 'rejected'`);
    return row?.quantity ?? 0;
  }

  // The ERP up (it would refuse what is too much, so no answer may be its refusal) and down (nothing
  // reaches it): either way only the portal's own cap stands between the customer and a double return.
  it.each([
    { erp: 'up', state: 'sent' },
    { erp: 'down', state: 'queued' },
  ] as const)('50 requests with their own keys at once never ask back more than can be returned (ERP $erp)', async ({
    erp,
    state,
  }) => {
    const line = await openLine();
    const stored = await storedFor(line);
    portal.erp.setFailing(erp === 'down');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => submit(body([{ ...line, quantity: line.quantity }]))),
    );
    portal.erp.setFailing(false);

    const accepted = responses
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json() as ReturnRequestResult);
    const refused = responses.filter((r) => r.statusCode !== 200);
    for (const response of refused) expectProblem(response, 422, 'NOTHING_TO_RETURN');
    expect(accepted.length).toBeGreaterThan(0);
    for (const answer of accepted) {
      expect(answer.state).toBe(state);
      const [granted] = answer.lines;
      expect(granted?.isCapped).toBe((granted?.quantity ?? 0) < line.quantity);
    }
    const granted = accepted.reduce((sum, answer) => sum + (answer.lines[0]?.quantity ?? 0), 0);
    expect(granted).toBeCloseTo(line.returnableQuantity, 3);
    expect((await storedFor(line)) - stored).toBeCloseTo(granted, 3);
    const after = (await returnable()).find(
      (l) => l.deliveryId === line.deliveryId && l.lineNumber === line.lineNumber,
    );
    expect(after).toMatchObject({ returnableQuantity: 0, status: 'send' });
    if (erp === 'down') await new Promise((resolve) => setTimeout(resolve, 250)); // the circuit half-opens
  });
});

describe('who may request a return (ordering §6)', () => {
  it('the viewer without the create-order claim may; the administrator may not', async () => {
    const viewer = await portal.signIn(demo.viewer);
    expectOk(await portal.get('/api/returnable-lines', viewer));
    const admin = await portal.signIn(demo.admin);
    expectProblem(await portal.get('/api/returnable-lines', admin), 403, 'FORBIDDEN');
    expectProblem(
      await submit(body([{ deliveryId: 1, lineNumber: 0, quantity: 1 }]), admin),
      403,
      'FORBIDDEN',
    );
  });
});
