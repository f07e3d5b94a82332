import { afterEach, describe, expect, it } from 'vitest';
import { readStoredColumns, storageKeys, storeColumns } from './storage';

describe('remembered columns of a list', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the choice of each list apart and forgets it on reset', () => {
    storeColumns('orders', { batch: false, currency: true });
    storeColumns('deliveries', { reference: false });
    expect(readStoredColumns('orders')).toEqual({ batch: false, currency: true });
    expect(readStoredColumns('deliveries')).toEqual({ reference: false });
    storeColumns('orders', null);
    expect(readStoredColumns('orders')).toBeNull();
    expect(window.localStorage.getItem(`${storageKeys.columns}orders`)).toBeNull();
  });

  it('reads a damaged or foreign value as no choice', () => {
    window.localStorage.setItem(`${storageKeys.columns}orders`, '{not json');
    expect(readStoredColumns('orders')).toBeNull();
    window.localStorage.setItem(`${storageKeys.columns}orders`, '["batch"]');
    expect(readStoredColumns('orders')).toBeNull();
    window.localStorage.setItem(`${storageKeys.columns}orders`, '{"batch":false,"price":"no"}');
    expect(readStoredColumns('orders')).toEqual({ batch: false });
  });
});
