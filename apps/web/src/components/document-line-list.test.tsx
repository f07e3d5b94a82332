import type { DeliveryLine, InvoiceLine } from '@selvedge/contracts';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../lib/session';
import { stubApi } from '../testing/api';
import { componentTest, renderWithApp, stubBrowser } from '../testing/render';
import { sessionOf } from '../testing/sessions';
import { type DocumentLineList, useDocumentLineList } from './document-line-list';

beforeEach(() => {
  stubBrowser();
  stubApi((call) =>
    call.path === '/api/session' ? { body: sessionOf() } : { status: 404, body: { code: 'NOT_FOUND' } },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = {
  documentId: 7,
  lineNumber: 1,
  itemCode: 'VLI-2040',
  description: 'Vliesbehang linnen',
  collection: null,
  quantity: 2,
  unit: 'roll',
  reference: null,
  commission: null,
  currency: 'EUR',
  price: 10,
  lineTotal: 20,
  batch: '',
  orderType: 'B2B',
} as const;

const invoice: InvoiceLine = { ...base, kind: 'invoice', invoiceNumber: 3001, invoiceDate: '2026-10-01' };
// A credit note may have its invoice's document id: its row is still its own.
const creditNote: InvoiceLine = {
  ...base,
  kind: 'creditNote',
  invoiceNumber: 9001,
  invoiceDate: '2026-10-02',
};
const delivery: DeliveryLine = {
  ...base,
  deliveryNumber: 4001,
  sentDate: '2026-10-03',
  orderNumber: null,
  orderDate: null,
  trackAndTrace: [],
};

/** Draws what a list page takes from the hook: its keys, the rows' names and PDF buttons, the first columns. */
function Rows<Row>({ rows, list }: { rows: Row[]; list: DocumentLineList<Row> }) {
  const { leadColumns, pdfColumn, rowKey, selection } = list;
  return (
    <>
      <p data-testid="columns">{leadColumns.map((column) => column.id).join(' ')}</p>
      {rows.map((row) => (
        <div key={rowKey(row)} data-testid="row" data-key={rowKey(row)}>
          {selection.labelOf(row)}
          {'cell' in pdfColumn && pdfColumn.cell ? pdfColumn.cell(row) : null}
        </div>
      ))}
    </>
  );
}

function InvoiceLines() {
  const list = useDocumentLineList<InvoiceLine>('invoice', {
    number: 'invoiceNumber',
    date: 'invoiceDate',
    to: (row) => `/salesinvoice-detail/${row.documentId}`,
  });
  return <Rows rows={[invoice, creditNote]} list={list} />;
}

function DeliveryLines() {
  const list = useDocumentLineList<DeliveryLine>('delivery', {
    number: 'deliveryNumber',
    date: 'sentDate',
    to: (row) => `/delivery-detail/${row.documentId}`,
  });
  return <Rows rows={[delivery]} list={list} />;
}

async function render(probe: ReactNode) {
  await renderWithApp(
    <MemoryRouter>
      <SessionProvider>{probe}</SessionProvider>
    </MemoryRouter>,
  );
}

describe('the set-up of the order, delivery and invoice line lists', () => {
  it(
    'keeps an invoice’s and a credit note’s lines apart and names each after its own kind',
    async () => {
      await render(<InvoiceLines />);
      const keys = screen.getAllByTestId('row').map((row) => row.dataset.key);
      expect(keys).toEqual(['invoice-7-1', 'creditNote-7-1']);
      expect(screen.getByText('Select Invoice 3001')).toBeTruthy();
      expect(screen.getByText('Select Credit note 9001')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Download the PDF of Credit note 9001' })).toBeTruthy();
    },
    componentTest.timeout,
  );

  it(
    'names a row without a kind of its own after the list, and starts with the number, date and item',
    async () => {
      await render(<DeliveryLines />);
      expect(screen.getByTestId('row').dataset.key).toBe('7-1');
      expect(screen.getByText('Select Delivery 4001')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Download the PDF of Delivery 4001' })).toBeTruthy();
      expect(screen.getByTestId('columns').textContent).toMatch(/^deliveryNumber sentDate item quantity/);
    },
    componentTest.timeout,
  );
});
