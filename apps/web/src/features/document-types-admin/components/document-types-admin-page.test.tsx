import type { DocumentTypeAdmin } from '@selvedge/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import { DocumentTypesAdminPage } from './document-types-admin-page';

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const priceLists: DocumentTypeAdmin = {
  id: '00000000-0000-4000-8000-000000000021',
  name: 'Price lists',
  language: null,
  customerGroupCode: null,
};

async function renderPage() {
  const calls = stubApi((call) =>
    call.method === 'GET' ? { body: { documentTypes: [priceLists] } } : { status: 204 },
  );
  await renderWithApp(
    <MemoryRouter>
      <DocumentTypesAdminPage />
    </MemoryRouter>,
  );
  return calls;
}

describe(
  'a content-administration list (administration 2), as the document types show it',
  componentTest,
  () => {
    it('lists the rows with their edit and delete buttons named after them', async () => {
      await renderPage();
      expect(screen.getByRole('heading', { name: 'Document types' })).toBeTruthy();
      const edit = await screen.findByRole('button', { name: 'Edit: Price lists' });
      const table = screen.getByRole('table', { name: 'Document types' });
      expect(within(table).getByText('Price lists')).toBeTruthy();
      expect(table.contains(edit)).toBe(true);
      expect(within(table).getByRole('button', { name: 'Delete: Price lists' })).toBeTruthy();
      // The whole list on one page: no quick search.
      expect(screen.queryByLabelText('Quick search')).toBeNull();
    });

    it('deletes a row only after "Are you sure?"', async () => {
      const calls = await renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Delete: Price lists' }));
      expect(await screen.findByText('Are you sure?')).toBeTruthy();
      expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
          { method: 'DELETE', path: `/api/admin/document-types/${priceLists.id}`, body: undefined },
        ]),
      );
    });

    it('opens the form empty to add, and on the row to edit', async () => {
      await renderPage();
      fireEvent.click(screen.getByRole('button', { name: 'Add document type' }));
      expect(await screen.findByRole('dialog', { name: 'Add document type' })).toBeTruthy();
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add document type' })).toBeNull());

      fireEvent.click(await screen.findByRole('button', { name: 'Edit: Price lists' }));
      expect(await screen.findByRole('dialog', { name: 'Edit document type' })).toBeTruthy();
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Price lists');
    });
  },
);
