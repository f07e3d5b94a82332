import { describe, expect, it } from 'vitest';
import { readReturnRequest } from './return-request-confirmation';

describe('the confirmation of a return request on /returns', () => {
  it('a sent request with its number', () => {
    expect(readReturnRequest({ returnRequest: { state: 'sent', documentNumber: 70012 } })).toEqual({
      state: 'sent',
      documentNumber: 70012,
    });
  });

  it('a sent request without a usable number', () => {
    expect(readReturnRequest({ returnRequest: { state: 'sent', documentNumber: null } })).toEqual({
      state: 'sent',
      documentNumber: null,
    });
    expect(readReturnRequest({ returnRequest: { state: 'sent', documentNumber: '12' } })).toEqual({
      state: 'sent',
      documentNumber: null,
    });
  });

  it('queued while the ERP is unreachable, or still being sent', () => {
    expect(readReturnRequest({ returnRequest: { state: 'queued', documentNumber: null } })).toEqual({
      state: 'queued',
    });
    expect(readReturnRequest({ returnRequest: { state: 'submitted', documentNumber: null } })).toEqual({
      state: 'submitted',
    });
  });

  it('failed when the ERP could not take it and staff were told', () => {
    expect(readReturnRequest({ returnRequest: { state: 'failed', documentNumber: null } })).toEqual({
      state: 'failed',
    });
  });

  it('nothing for another page’s state, a rejection or no state', () => {
    expect(readReturnRequest(null)).toBeNull();
    expect(readReturnRequest({ returnTo: '/returns' })).toBeNull();
    expect(readReturnRequest({ returnRequest: { state: 'rejected' } })).toBeNull();
    expect(readReturnRequest({ returnRequest: 'sent' })).toBeNull();
  });
});
