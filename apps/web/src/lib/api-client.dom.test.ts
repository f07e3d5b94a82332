import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientHandlers, ApiError, api, configureApiClient, safeReturnTo } from './api-client';

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

const mockHandlers = () => ({
  navigate: vi.fn<ApiClientHandlers['navigate']>(),
  onSignedOut: vi.fn<ApiClientHandlers['onSignedOut']>(),
  onForbidden: vi.fn<ApiClientHandlers['onForbidden']>(),
  onServerError: vi.fn<ApiClientHandlers['onServerError']>(),
  onSessionOutdated: vi.fn<ApiClientHandlers['onSessionOutdated']>(),
});

let handlers = mockHandlers();

beforeEach(() => {
  handlers = mockHandlers();
  configureApiClient(handlers);
  window.history.pushState({}, '', '/orders?page=2');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const respondWith = (response: Response) => vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response));

describe('the API client', () => {
  it('returns the JSON of a successful answer and sends the session cookie along', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { enabled: false }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/api/maintenance')).resolves.toEqual({ enabled: false });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/maintenance',
      expect.objectContaining({ credentials: 'same-origin', method: 'GET' }),
    );
  });

  it('turns a problem answer into an error with its code and field codes', async () => {
    respondWith(
      answer(400, {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: [{ path: 'newPassword', code: 'PASSWORD_TOO_SHORT' }],
      }),
    );
    const error = await api.put('/api/profile/password', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'newPassword', code: 'PASSWORD_TOO_SHORT' }],
    });
  });

  it('sends a user whose session ended to sign in, and back to the same page afterwards', async () => {
    respondWith(answer(401, { status: 401, code: 'UNAUTHENTICATED' }));
    await expect(api.get('/api/orders')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.onSignedOut).toHaveBeenCalled();
    expect(handlers.navigate).toHaveBeenCalledWith('/login?returnTo=%2Forders%3Fpage%3D2');
  });

  it('does not send anyone to sign in when the start-up session check finds no session', async () => {
    respondWith(answer(401, { status: 401, code: 'UNAUTHENTICATED' }));
    await expect(api.get('/api/session', { isSessionProbe: true })).rejects.toBeInstanceOf(ApiError);
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it('leaves a wrong password to the sign-in form instead of redirecting', async () => {
    respondWith(answer(401, { status: 401, code: 'INVALID_CREDENTIALS' }));
    await expect(api.post('/api/session', {})).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it('tells the user a 403 is not allowed and never signs them out', async () => {
    respondWith(answer(403, { status: 403, code: 'FORBIDDEN' }));
    await expect(api.get('/api/dashboard/work-queue')).rejects.toMatchObject({ status: 403 });
    expect(handlers.onForbidden).toHaveBeenCalledWith(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(handlers.onSignedOut).not.toHaveBeenCalled();
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it('reports a server failure with the reference id under which it was logged', async () => {
    respondWith(answer(500, { status: 500, code: 'INTERNAL', referenceId: 'ref-42' }));
    await expect(api.get('/api/profile')).rejects.toMatchObject({ referenceId: 'ref-42' });
    expect(handlers.onServerError).toHaveBeenCalledWith(expect.objectContaining({ referenceId: 'ref-42' }));
  });

  it('leaves a server failure to a screen that shows it itself, and still rejects', async () => {
    respondWith(answer(503, { status: 503, code: 'STOCK_UNKNOWN', referenceId: 'ref-7' }));
    await expect(
      api.post('/api/stock-check', { itemCode: 'HF-1011' }, { isServerErrorShownByCaller: true }),
    ).rejects.toMatchObject({ code: 'STOCK_UNKNOWN', referenceId: 'ref-7' });
    expect(handlers.onServerError).not.toHaveBeenCalled();
  });

  it('reports a network failure as such', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/profile')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
    expect(handlers.onServerError).toHaveBeenCalled();
  });

  it('lets the app react when maintenance mode starts during work', async () => {
    respondWith(answer(503, { status: 503, code: 'MAINTENANCE' }));
    await expect(api.get('/api/orders')).rejects.toMatchObject({ code: 'MAINTENANCE' });
    expect(handlers.onSessionOutdated).toHaveBeenCalled();
  });

  it('lets the app ask for the ship-to again when the chosen one is gone', async () => {
    respondWith(answer(409, { status: 409, code: 'SHIP_TO_REQUIRED' }));
    await expect(api.get('/api/orders')).rejects.toMatchObject({ code: 'SHIP_TO_REQUIRED' });
    expect(handlers.onSessionOutdated).toHaveBeenCalled();
    expect(handlers.onServerError).not.toHaveBeenCalled();
  });

  it('reads an answer that is not problem+json by its status alone', async () => {
    respondWith(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 502, code: 'UNKNOWN' });
  });
});

describe('the page to return to after sign-in', () => {
  it('is a path of this portal', () => {
    expect(safeReturnTo('/orders?page=2')).toBe('/orders?page=2');
  });

  it('is never another site', () => {
    expect(safeReturnTo('https://evil.example')).toBeNull();
    expect(safeReturnTo('//evil.example')).toBeNull();
  });

  it('is never the sign-in page itself', () => {
    expect(safeReturnTo('/login?returnTo=%2Forders')).toBeNull();
  });
});
