import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { type ApiAnswer, type ApiCall, stubApi } from '../../../testing/api';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import { returnableLineOf } from '../../../testing/returns';
import { sessionOf } from '../../../testing/sessions';
import { AddReturnPage } from './add-return-page';

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const delivered = returnableLineOf();

const sent = {
  id: '00000000-0000-4000-8000-000000000091',
  state: 'sent',
  documentNumber: 7001,
  erpMessage: null,
  lines: [{ deliveryId: 501, lineNumber: 0, quantity: 6, isCapped: false }],
};

/** One delivered line to choose from; the request is answered with `onSubmit`. */
function api(onSubmit: (call: ApiCall) => ApiAnswer = () => ({ body: sent })) {
  return stubApi((call) => {
    if (call.path === '/api/session') return { body: sessionOf() };
    if (call.path.startsWith('/api/returnable-lines'))
      return { body: { rows: [delivered], total: 1, page: 1, pageSize: 25 } };
    if (call.path === '/api/return-requests') return onSubmit(call);
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
}

const requests = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/return-requests');

function Returns() {
  const location = useLocation();
  return <p>Returns list {JSON.stringify(location.state)}</p>;
}

async function openPage() {
  await renderWithApp(
    <MemoryRouter initialEntries={['/add-returns']}>
      <SessionProvider>
        <Routes>
          <Route path="/add-returns" element={<AddReturnPage />} />
          <Route path="/returns" element={<Returns />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

async function chooseTheLine() {
  fireEvent.click(screen.getByRole('button', { name: 'Choose lines' }));
  const modal = await screen.findByRole('dialog', { name: 'Choose the lines to return' });
  fireEvent.click(await within(modal).findByRole('checkbox', { name: /^Choose HF-1011/ }));
  fireEvent.click(within(modal).getByRole('button', { name: 'Add' }));
  return screen.findByLabelText(/^Comment on HF-1011/);
}

const submitButton = () => screen.getByRole('button', { name: 'Submit return' });

describe('the return request screen (ordering §2, §4 "Return flow", §5)', componentTest, () => {
  it('submits only with a line chosen, and says what is missing first', async () => {
    const calls = api();
    await openPage();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Choose at least one line to submit the return.')).toBeTruthy();

    await chooseTheLine();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submitButton());
    expect(await screen.findByText(/A comment is required/)).toBeTruthy();
    expect(requests(calls)).toEqual([]);
  });

  it('sets a number of packages above 10 to 10 and says so', async () => {
    api();
    await openPage();
    fireEvent.change(screen.getByLabelText(/Number of packages/), { target: { value: '25' } });

    expect((screen.getByLabelText(/Number of packages/) as HTMLInputElement).value).toBe('10');
    expect(screen.getByText(/At most 10 packages are picked up at once/)).toBeTruthy();
  });

  it('asks once, sends the request and goes to the returns with its confirmation', async () => {
    const calls = api();
    await openPage();
    fireEvent.change(screen.getByLabelText(/Number of packages/), { target: { value: '2' } });
    fireEvent.change(await chooseTheLine(), { target: { value: 'Wrong colour' } });
    fireEvent.click(submitButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, submit' }));

    expect(await screen.findByText(/Returns list/)).toBeTruthy();
    expect(screen.getByText(/"documentNumber":7001/)).toBeTruthy();
    expect(requests(calls)).toHaveLength(1);
    expect(requests(calls)[0]?.body).toMatchObject({
      packages: 2,
      lines: [{ deliveryId: 501, lineNumber: 0, quantity: 6, remark: 'Wrong colour', commission: '' }],
    });
  });

  it('keeps everything typed when the ERP rejects the request, and says its message', async () => {
    api(() => ({ body: { ...sent, state: 'rejected', documentNumber: null, erpMessage: 'Closed period' } }));
    await openPage();
    fireEvent.change(screen.getByLabelText(/Number of packages/), { target: { value: '2' } });
    fireEvent.change(await chooseTheLine(), { target: { value: 'Wrong colour' } });
    fireEvent.click(submitButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, submit' }));

    expect(await screen.findByText(/did not accept the return request: Closed period/)).toBeTruthy();
    expect((screen.getByLabelText(/^Comment on HF-1011/) as HTMLInputElement).value).toBe('Wrong colour');
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
  });
});
