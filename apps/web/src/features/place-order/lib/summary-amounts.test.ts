import type { OrderSummary } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { summaryRows } from './summary-amounts';

const complete: OrderSummary = {
  changes: [],
  expenses: [
    { code: 'FR', name: 'Freight', kind: 'freight', amount: 25, vatPercent: 21 },
    { code: 'HA', name: 'Handling', kind: 'handling', amount: 7.5, vatPercent: 21 },
  ],
  linesTotal: 1234.5,
  expensesTotal: 32.5,
  vatPercent: 21,
  vat: 266.07,
  total: 1533.07,
  currency: 'EUR',
};

const freight = {
  kind: 'expense',
  code: 'FR',
  nameKey: 'orderSummary.expenseKinds.freight',
  name: 'Freight',
  amount: 25,
};
const handling = {
  kind: 'expense',
  code: 'HA',
  nameKey: 'orderSummary.expenseKinds.handling',
  name: 'Handling',
  amount: 7.5,
};

describe('the amounts of the order summary', () => {
  it('are the lines total, each expense, the expenses total, VAT and the total when all is known', () => {
    expect(summaryRows(complete, { showPrice: true, hasUnpricedLines: false })).toEqual([
      { kind: 'linesTotal', amount: 1234.5 },
      freight,
      handling,
      { kind: 'expensesTotal', amount: 32.5 },
      { kind: 'vat', percent: 21, amount: 266.07 },
      { kind: 'total', amount: 1533.07 },
    ]);
  });

  it('name an expense by its kind in the portal’s words, the ERP’s name only for an unknown kind', () => {
    const summary: OrderSummary = {
      ...complete,
      expenses: [
        { code: '3', name: 'Express surcharge', kind: 'expressSurcharge', amount: 25, vatPercent: 21 },
        { code: '9', name: 'Insurance', amount: 7.5, vatPercent: 21 },
      ],
    };
    const names = summaryRows(summary, { showPrice: true, hasUnpricedLines: false }).flatMap((row) =>
      row.kind === 'expense' ? [[row.nameKey, row.name]] : [],
    );
    expect(names).toEqual([
      ['orderSummary.expenseKinds.expressSurcharge', 'Express surcharge'],
      [null, 'Insurance'],
    ]);
  });

  it('are not shown at all while prices are hidden (D12), not even the expenses', () => {
    expect(summaryRows(complete, { showPrice: false, hasUnpricedLines: true })).toEqual([]);
  });

  it('say the expenses follow and give no grand total when the ERP could not be asked', () => {
    const summary: OrderSummary = {
      ...complete,
      expenses: null,
      expensesTotal: null,
      vat: null,
      total: null,
    };
    expect(summaryRows(summary, { showPrice: true, hasUnpricedLines: false })).toEqual([
      { kind: 'linesTotal', amount: 1234.5 },
      { kind: 'note', key: 'orderSummary.expensesFollow' },
    ]);
  });

  it('keep the expenses but give no total while a line has no price yet', () => {
    const summary: OrderSummary = { ...complete, vat: null, total: null };
    expect(summaryRows(summary, { showPrice: true, hasUnpricedLines: true })).toEqual([
      { kind: 'linesTotal', amount: 1234.5 },
      freight,
      handling,
      { kind: 'expensesTotal', amount: 32.5 },
      { kind: 'note', key: 'orderSummary.pricesFollow' },
    ]);
  });

  it('show an empty list of expenses as a zero expenses total', () => {
    const summary: OrderSummary = {
      ...complete,
      expenses: [],
      expensesTotal: 0,
      vat: 259.25,
      total: 1493.75,
    };
    expect(summaryRows(summary, { showPrice: true, hasUnpricedLines: false })).toEqual([
      { kind: 'linesTotal', amount: 1234.5 },
      { kind: 'expensesTotal', amount: 0 },
      { kind: 'vat', percent: 21, amount: 259.25 },
      { kind: 'total', amount: 1493.75 },
    ]);
  });
});
