/**
 * Adding an order line when the ERP cannot price the item (issue "SAP Business One for real": only an
 * item the ERP does not know is unknown). A missing authorisation or service is "the ERP cannot price
 * this item now" for the customer, in their language, and the ERP's own text for the operator in the
 * error log; it never reaches the customer.
 */
import { readFileSync } from 'node:fs';
import type { OrderDraft } from '@selvedge/contracts';
import { erpFailed, erpNotFound, erpRejected } from '@selvedge/erp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectOk, expectProblem } from './support/harness.js';
import { orderingPerFile, WALLPAPER } from './support/ordering.js';

const { portal, current, addLine } = orderingPerFile();

const SAP_TEXT = 'SAP refused the price of HF-1011: No permission for CompanyService_GetItemPrice';

beforeEach(() => {
  vi.restoreAllMocks();
});

const errorTexts = (language: string): Record<string, string> =>
  (
    JSON.parse(
      readFileSync(new URL(`../../web/src/locales/${language}/translation.json`, import.meta.url), 'utf8'),
    ) as { errors: Record<string, string> }
  ).errors;

describe('an item the ERP knows but cannot price now', () => {
  it.each([
    ['a missing authorisation or service', () => erpFailed(SAP_TEXT, undefined, { isUnsent: true })],
    ['a refusal to price', () => erpRejected(SAP_TEXT)],
  ])("%s: 503 PRICE_UNAVAILABLE, no line, SAP's text only in the error log", async (_case, failure) => {
    const draft = await current();
    vi.spyOn(portal.deps.erp, 'getPrice').mockRejectedValue(failure());

    const response = await addLine(draft.id, { itemCode: WALLPAPER, quantity: 2 });
    const problem = expectProblem(response, 503, 'PRICE_UNAVAILABLE');
    expect(problem.referenceId).toEqual(expect.any(String));
    expect(response.body).not.toContain('No permission');
    expect((await current()).lines).toEqual([]);

    const entry = (await portal.logs()).find(
      (row) => row.event === 'ERP_FAILED' && row.referenceId === problem.referenceId,
    );
    expect(entry?.level).toBe('error');
    expect(entry?.message).toContain('No permission for CompanyService_GetItemPrice');
  });

  it('the customer reads it in English, Dutch, German and French', () => {
    const texts = ['en', 'nl', 'de', 'fr'].map((language) => errorTexts(language).PRICE_UNAVAILABLE);
    expect(texts.every((text) => typeof text === 'string' && text.length > 20)).toBe(true);
    expect(new Set(texts).size).toBe(4);
  });

  it('an item the ERP does not know is still 422 ITEM_UNKNOWN', async () => {
    const draft = await current();
    vi.spyOn(portal.deps.erp, 'getPrice').mockRejectedValue(erpNotFound('Item HF-1011 does not exist'));
    expectProblem(await addLine(draft.id, { itemCode: WALLPAPER, quantity: 2 }), 422, 'ITEM_UNKNOWN');
  });

  it('an ERP that does not answer still keeps the line unpriced (D36)', async () => {
    const draft = await current();
    portal.erp.setFailing(true);
    try {
      const result = await expectOk<{ draft: OrderDraft }>(
        await addLine(draft.id, { itemCode: WALLPAPER, quantity: 2 }),
      );
      expect(result.draft.lines[0]).toMatchObject({ unitPrice: null });
    } finally {
      portal.erp.setFailing(false);
    }
  });
});
