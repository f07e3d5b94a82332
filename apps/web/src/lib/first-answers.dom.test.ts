import { FIRST_ANSWERS_ELEMENT } from '@selvedge/contracts/first-answers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiGetQuery } from './api-client';
import { askFirstAnswer, forgetFirstAnswers, takeFirstAnswer, takePageAnswers } from './first-answers';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

let fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  forgetFirstAnswers();
  let served = 0;
  // Each request gets an answer of its own, so a test sees which request an answer came from.
  fetchMock = vi.fn<typeof fetch>(async () => json({ answer: ++served }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the answers asked before the app was there', () => {
  it('are what the screen gets for the same address, without asking again', async () => {
    askFirstAnswer('/api/orders?page=1');
    await expect(api.get('/api/orders', { query: { page: 1, search: '' } })).resolves.toEqual({ answer: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orders?page=1',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('are handed out once: asking again later asks the server', async () => {
    askFirstAnswer('/api/news');
    await api.get('/api/news');
    await expect(api.get('/api/news')).resolves.toEqual({ answer: 2 });
  });

  it('are not handed out for another address (another page of the list)', async () => {
    askFirstAnswer('/api/orders?page=1');
    await expect(api.get('/api/orders', { query: { page: 2 } })).resolves.toEqual({ answer: 2 });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/orders?page=2', expect.anything());
  });

  it('are dropped by any write, which may change what they say', async () => {
    askFirstAnswer('/api/orders?page=1');
    await api.post('/api/ship-to', { code: 'S1' });
    await expect(api.get('/api/orders', { query: { page: 1 } })).resolves.toEqual({ answer: 3 });
  });

  it('are kept by a POST that only reads (the open order draft)', async () => {
    askFirstAnswer('/api/ordering/context');
    await api.post('/api/order-drafts/current', { orderType: 'B2B' }, { isRead: true });
    await expect(api.get('/api/ordering/context')).resolves.toEqual({ answer: 1 });
  });

  it("include the open order draft, a POST that only reads, taken by the form's own request", async () => {
    askFirstAnswer({ post: '/api/order-drafts/current', body: { orderType: 'SAMPLE' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/order-drafts/current',
      expect.objectContaining({ method: 'POST', body: '{"orderType":"SAMPLE"}' }),
    );
    await expect(
      api.post('/api/order-drafts/current', { orderType: 'B2B' }, { isRead: true }),
    ).resolves.toEqual({ answer: 2 });
    await expect(
      api.post('/api/order-drafts/current', { orderType: 'SAMPLE' }, { isRead: true }),
    ).resolves.toEqual({ answer: 1 });
  });

  it('are not handed out after ten seconds', () => {
    vi.useFakeTimers();
    askFirstAnswer('/api/news');
    vi.advanceTimersByTime(10_001);
    expect(takeFirstAnswer('/api/news')).toBeUndefined();
  });

  it('are asked again when the first query asked early failed', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    askFirstAnswer('/api/news');
    await expect(api.get('/api/news')).resolves.toEqual({ answer: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("a query's first data from its first answer (apiGetQuery)", () => {
  /** Lets the answers come and be read (the mocked fetch answers at once). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('is the answer read before the query is made, dated when it came, taken once', async () => {
    askFirstAnswer('/api/orders?page=2&search=Botanica');
    await settle();
    const query = apiGetQuery('/api/orders', { page: 2, search: 'Botanica' });
    const before = Date.now();
    expect(query.initialData()).toEqual({ answer: 1 });
    expect(query.initialDataUpdatedAt()).toBeLessThanOrEqual(before);
    // Taken: the query's own request, and a second query, ask the server.
    expect(apiGetQuery('/api/orders', { page: 2, search: 'Botanica' }).initialData()).toBeUndefined();
    await expect(query.queryFn()).resolves.toEqual({ answer: 2 });
  });

  it('is nothing while the answer is on its way: the query takes it when it asks', async () => {
    askFirstAnswer('/api/news');
    const query = apiGetQuery('/api/news');
    expect(query.initialData()).toBeUndefined();
    expect(query.initialDataUpdatedAt()).toBeUndefined();
    await expect(query.queryFn()).resolves.toEqual({ answer: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is nothing for another address, or for an answer that is no success', async () => {
    askFirstAnswer('/api/orders?page=1');
    await settle();
    expect(apiGetQuery('/api/orders', { page: 2 }).initialData()).toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('{"code":"MAINTENANCE"}', { status: 503 }));
    askFirstAnswer('/api/news');
    await settle();
    const query = apiGetQuery('/api/news');
    expect(query.initialData()).toBeUndefined();
    // The failure is the query's own to meet, as the screen would have met it.
    await expect(query.queryFn()).rejects.toMatchObject({ status: 503 });
  });

  it('is nothing after ten seconds', async () => {
    vi.useFakeTimers();
    askFirstAnswer('/api/news');
    await vi.advanceTimersByTimeAsync(10_001);
    expect(apiGetQuery('/api/news').initialData()).toBeUndefined();
  });
});

describe('the answers the server wrote into the page', () => {
  /** A page as the server sends a signed-in one: its first answers in a JSON element. */
  const pageWith = (text: string) => {
    const page = document.implementation.createHTMLDocument('portal');
    const element = page.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_ANSWERS_ELEMENT;
    element.textContent = text;
    page.head.append(element);
    return page;
  };

  it('are what the screen gets, in its first render and by its request, without asking the server', async () => {
    const given = takePageAnswers(
      pageWith('{"/api/orders?page=1":{"rows":["\\u003c/script>"]},"/api/news":{"news":[]}}'),
    );
    expect(Object.keys(given)).toEqual(['/api/orders?page=1', '/api/news']);
    expect(apiGetQuery('/api/orders', { page: 1 }).initialData()).toEqual({ rows: ['</script>'] });
    await expect(api.get('/api/news')).resolves.toEqual({ news: [] });
    expect(fetchMock).not.toHaveBeenCalled();
    // Once each, as an answer the app asked for.
    await expect(api.get('/api/news')).resolves.toEqual({ answer: 1 });
  });

  it('are taken once from the page: a second start finds none', () => {
    const page = pageWith('{"/api/news":{"news":[]}}');
    takePageAnswers(page);
    expect(takePageAnswers(page)).toEqual({});
  });

  it('are none when the page has none, or what it has cannot be read: the screen asks as before', async () => {
    expect(takePageAnswers(document.implementation.createHTMLDocument('portal'))).toEqual({});
    expect(takePageAnswers(pageWith('{"/api/news": '))).toEqual({});
    expect(takePageAnswers(pageWith('["/api/news"]'))).toEqual({});
    await expect(api.get('/api/news')).resolves.toEqual({ answer: 1 });
  });
});
