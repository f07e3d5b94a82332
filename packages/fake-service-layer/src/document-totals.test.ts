import { centsFromAmount, sumCents } from '@selvedge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServiceLayer } from './server.js';
import { SlClient, startTestFake, type TestFake } from './test-support.js';

/**
 * A document's VatSum and DocTotal as SAP computes them: the lines and the additional expenses (freight),
 * VAT rounded per line (SAP's default) or once per VAT group (the company set to round per document),
 * and an expense's own figure in LineTotalFC on a document in a foreign currency.
 */
let setup: TestFake;
let perDocument: Awaited<ReturnType<typeof startFakeServiceLayer>>;

beforeAll(async () => {
  setup = await startTestFake();
  perDocument = await startFakeServiceLayer({ db: setup.db, now: setup.clock.now, vatRounding: 'document' });
});
afterAll(async () => {
  await perDocument?.close();
  await setup?.close();
});

/** Three lines of 0.07 and freight of 17.50, all at 21 %: 1.47 cents of VAT per line round to 1. */
const ORDER = {
  CardCode: 'C10001',
  DocDueDate: '2026-11-27',
  DocumentLines: [0, 1, 2].map(() => ({
    ItemCode: 'HF-1011',
    Quantity: 1,
    UnitPrice: 0.07,
    DiscountPercent: 0,
    VatGroup: 'V21',
  })),
  DocumentAdditionalExpenses: [{ ExpenseCode: 1, LineTotal: 17.5, VatGroup: 'V21' }],
};

async function post(fake: TestFake['fake'], body: unknown) {
  const client = new SlClient(fake, 'v2');
  await client.login();
  const answer = await client.post('Orders', body);
  expect(answer.status).toBe(201);
  return answer.json;
}

describe('document totals on POST Orders', () => {
  it('per line (the default): each line and the freight has its own rounded VAT, summed', async () => {
    const order = await post(setup.fake, ORDER);
    expect(order.DocumentLines.map((l: { TaxTotal: number }) => l.TaxTotal)).toEqual([0.01, 0.01, 0.01]);
    expect(order.DocumentAdditionalExpenses[0]).toMatchObject({ LineTotal: 17.5, TaxSum: 3.68 });
    expect(order.VatSum).toBe(3.71);
    expect(order.DocTotal).toBe(21.42);
  });

  it('per document: VAT once on the VAT group total of lines and freight', async () => {
    const order = await post(perDocument, ORDER);
    // 17.71 × 21 % = 3.7191
    expect(order.VatSum).toBe(3.72);
    expect(order.DocTotal).toBe(21.43);
  });

  it("a foreign-currency order takes the expense's own figure from LineTotalFC, or converts LineTotal", async () => {
    const gbp = {
      CardCode: 'C40001',
      DocDueDate: '2026-11-27',
      DocumentLines: [{ ItemCode: 'HF-1011', Quantity: 1 }],
    };
    const withFc = await post(setup.fake, {
      ...gbp,
      DocumentAdditionalExpenses: [{ ExpenseCode: 1, LineTotalFC: 39 }],
    });
    expect(withFc.DocCurrency).toBe('GBP');
    const [freight] = withFc.DocumentAdditionalExpenses;
    expect(freight.LineTotalFC).toBe(39);
    // Local: 39 × 1.1628
    expect(freight.LineTotal).toBe(45.35);
    const linesFc = sumCents(
      withFc.DocumentLines.map((l: { RowTotalFC: number }) => centsFromAmount(l.RowTotalFC)),
    );
    expect(centsFromAmount(withFc.DocTotalFc) - centsFromAmount(withFc.VatSumFc)).toBe(linesFc + 3900);

    const withLocal = await post(setup.fake, {
      ...gbp,
      DocumentAdditionalExpenses: [{ ExpenseCode: 1, LineTotal: 45.35 }],
    });
    expect(withLocal.DocumentAdditionalExpenses[0].LineTotalFC).toBe(39);
  });
});
