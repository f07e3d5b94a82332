import { ErpError } from '@selvedge/erp';
import { describe, expect, it } from 'vitest';
import { asErpError, isSessionExpired, parseSlError, TransportError, toErpError } from './errors.js';

const v1Body = (code: number, value: string) =>
  JSON.stringify({ error: { code, message: { lang: 'en-us', value } } });
const v2Body = (code: string, message: string) =>
  JSON.stringify({ error: { code, details: [{ code: '', message: '' }], message } });

describe('SAP error bodies of both versions', () => {
  it('reads v1 (number code, message object) and v2 (string code, message string) alike', () => {
    expect(parseSlError(400, v1Body(-10, '1320000140 - Business partner code already assigned'))).toEqual({
      status: 400,
      code: '-10',
      message: '1320000140 - Business partner code already assigned',
    });
    expect(parseSlError(404, v2Body('-2028', "Entity with value('X') does not exist"))).toEqual({
      status: 404,
      code: '-2028',
      message: "Entity with value('X') does not exist",
    });
  });

  it("keeps a proxy's HTML page short and falls back to the status", () => {
    const error = parseSlError(502, '<html><body><h1>Proxy Error</h1></body></html>');
    expect(error.code).toBeNull();
    expect(error.message).toContain('Proxy Error');
    expect(parseSlError(503, '').message).toBe('HTTP 503');
  });

  it('knows an expired session by 401, the 301 status, or code 301; 403 only when configured', () => {
    const expired = parseSlError(401, v1Body(301, 'Invalid session or session already timeout.'));
    expect(isSessionExpired(expired, false)).toBe(true);
    expect(isSessionExpired(parseSlError(301, ''), false)).toBe(true);
    expect(isSessionExpired(parseSlError(400, v2Body('301', 'Invalid session')), false)).toBe(true);
    expect(isSessionExpired(parseSlError(403, ''), false)).toBe(false);
    expect(isSessionExpired(parseSlError(403, ''), true)).toBe(true);
    expect(isSessionExpired(parseSlError(400, v1Body(-10, 'x')), true)).toBe(false);
  });
});

describe("mapping to the port's errors", () => {
  const kind = (status: number, body: string, isKeyRead = false) =>
    toErpError(parseSlError(status, body), { what: 'Item X', isKeyRead }).kind;

  it.each([
    [404, v2Body('-2028', 'Entity does not exist'), true, 'notFound'],
    [400, v1Body(-2028, 'No matching records found (ODBC -2028)'), true, 'notFound'],
    // The same code on a write is SAP (or a transaction notification) refusing it.
    [400, v1Body(-2028, 'No matching records found'), false, 'rejected'],
    [400, v1Body(-10, 'Quantity must be greater than zero'), false, 'rejected'],
    [412, v2Body('-2039', 'Another user or another operation modified data'), false, 'conflict'],
    [400, v2Body('-2035', 'This entry already exists'), false, 'conflict'],
    [401, v1Body(301, 'Invalid session'), false, 'unavailable'],
    // The portal's user lacks an authorisation, or SAP has no such service: asking again will not help.
    [403, v2Body('-1', 'No permission'), false, 'failed'],
    [403, '', true, 'failed'],
    [404, v2Body('-1', "Resource not found for the segment 'ProductTrees'."), false, 'failed'],
    [404, v2Body('-1', "Resource not found for the segment 'ProductTrees'."), true, 'failed'],
    [404, '<html>Not Found</html>', true, 'failed'],
    [404, 'Entity does not exist', true, 'notFound'],
    [501, v1Body(-1000, 'Not implemented'), false, 'failed'],
    [500, v1Body(-1, 'Internal error'), false, 'unavailable'],
    [502, '<html>Proxy Error</html>', false, 'unavailable'],
    [503, '', false, 'unavailable'],
    [429, '', false, 'unavailable'],
  ] as const)('HTTP %i %s (key read %s) is %s', (status, body, isKeyRead, expected) => {
    expect(kind(status, body, isKeyRead)).toBe(expected);
  });

  it("a missing authorisation keeps SAP's message for the operator, not for the user, and did nothing", () => {
    const error = toErpError(parseSlError(403, v2Body('-1', 'No permission for ProductTrees')), {
      what: 'ProductTrees',
    });
    expect(error.message).toContain('No permission for ProductTrees');
    expect(error.erpMessage).toBeUndefined();
    expect(error.isUnsent).toBe(true);
  });

  it("a rejection carries SAP's message for the user", () => {
    const error = toErpError(parseSlError(400, v1Body(-10, 'Item is inactive')), { what: 'Orders' });
    expect(error.erpMessage).toBe('Item is inactive');
  });

  it.each([
    [503, true],
    [429, true],
    [408, true],
    [401, true],
    [500, false],
    [502, false],
    [504, false],
  ] as const)('HTTP %i: a write it carried certainly did not happen: %s', (status, isUnsent) => {
    expect(toErpError(parseSlError(status, ''), { what: 'Orders' }).isUnsent).toBe(isUnsent);
  });

  it('a refused or unresolvable connection sent nothing; a broken-off one may have', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:50000'), {
      code: 'ECONNREFUSED',
    });
    expect(asErpError(new TransportError(refused.message, { cause: refused }), 'the order').isUnsent).toBe(
      true,
    );
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(asErpError(new TransportError(reset.message, { cause: reset }), 'the order').isUnsent).toBe(false);
  });

  it('anything thrown that is no port error is the ERP not answering', () => {
    expect(asErpError(new TransportError('socket hang up'), 'the order').kind).toBe('unavailable');
    const notFound = new ErpError('notFound', 'x');
    expect(asErpError(notFound, 'x')).toBe(notFound);
  });
});
