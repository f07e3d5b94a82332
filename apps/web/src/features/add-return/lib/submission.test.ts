import type { ReturnRequestResult } from '@selvedge/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { returnableLineOf } from '../../../testing/returns';
import type { ChosenLine } from './return-form';
import { attemptFor, isShownOnFields, newRequestKey, serverProblems, submitOutcome } from './submission';

const line = (lineNumber: number) => returnableLineOf({ lineNumber });

const sent: ChosenLine[] = [0, 1].map((number) => ({
  line: line(number),
  quantity: 1,
  remark: 'x',
  commission: '',
}));

const input = {
  packages: 2,
  pickUpDate: '2026-03-12',
  lines: [{ deliveryId: 501, lineNumber: 0, quantity: 1, remark: 'x', commission: '' }],
};

describe('the request key (D24)', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('a first request gets a new key', () => {
    expect(attemptFor(null, input, newKey).key).toMatch(/^key-/);
  });

  it('the same request again (a retry, a double click) keeps its key', () => {
    const first = attemptFor(null, input, newKey);
    expect(attemptFor(first, structuredClone(input), newKey)).toBe(first);
  });

  it('a changed request gets a new key, or the server would answer the old one', () => {
    const first = attemptFor(null, input, newKey);
    expect(attemptFor(first, { ...input, packages: 3 }, newKey).key).not.toBe(first.key);
    const otherLines = { ...input, lines: [{ ...input.lines[0], remark: 'y' }] } as typeof input;
    expect(attemptFor(first, otherLines, newKey).key).not.toBe(first.key);
  });
});

describe('the answer', () => {
  const result = (overrides: Partial<ReturnRequestResult>): ReturnRequestResult => ({
    id: 'r1',
    state: 'sent',
    documentNumber: 70001,
    erpMessage: null,
    lines: [
      { deliveryId: 501, lineNumber: 0, quantity: 1, isCapped: false },
      { deliveryId: 501, lineNumber: 1, quantity: 2, isCapped: true },
    ],
    ...overrides,
  });

  it('sent, queued and submitted go on to /returns with their confirmation', () => {
    expect(submitOutcome(result({}))).toEqual({
      kind: 'done',
      confirmation: { state: 'sent', documentNumber: 70001 },
      cappedLines: 1,
    });
    expect(submitOutcome(result({ state: 'queued', documentNumber: null }))).toMatchObject({
      kind: 'done',
      confirmation: { state: 'queued', documentNumber: null },
    });
    expect(submitOutcome(result({ state: 'submitted', documentNumber: null }))).toMatchObject({
      kind: 'done',
      confirmation: { state: 'submitted' },
    });
  });

  it('rejected stays with the ERP’s message', () => {
    expect(submitOutcome(result({ state: 'rejected', erpMessage: ' Item blocked ' }))).toEqual({
      kind: 'rejected',
      message: 'Item blocked',
    });
    expect(submitOutcome(result({ state: 'rejected', erpMessage: '  ' }))).toEqual({
      kind: 'rejected',
      message: null,
    });
  });
});

describe('a failed call on the form', () => {
  it('maps 400 field errors by the lines that were sent', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: [
        { path: 'lines.1.remark', code: 'REQUIRED' },
        { path: 'packages', code: 'INVALID_VALUE' },
        { path: 'pickUpDate', code: 'INVALID_VALUE' },
        { path: 'lines.7.quantity', code: 'INVALID_VALUE' },
      ],
    });
    const problems = serverProblems(error, sent);
    expect(problems).toEqual({
      'line:501:1.remark': 'validation.REQUIRED',
      packages: 'validation.INVALID_VALUE',
      pickUpDate: 'validation.INVALID_VALUE',
    });
    expect(isShownOnFields(error, problems)).toBe(true);
  });

  it('marks the line with nothing left to return', () => {
    const error = new ApiError({
      status: 422,
      code: 'NOTHING_TO_RETURN',
      fields: [{ path: 'lines.0.quantity', code: 'INVALID_VALUE' }],
    });
    expect(serverProblems(error, sent)).toEqual({ 'line:501:0.quantity': 'errors.NOTHING_TO_RETURN' });
  });

  it('puts a pick-up date in the past on the date', () => {
    const error = new ApiError({ status: 422, code: 'PICK_UP_DATE_IN_PAST' });
    expect(serverProblems(error, sent)).toEqual({ pickUpDate: 'errors.PICK_UP_DATE_IN_PAST' });
  });

  it('anything else is said above the button', () => {
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND' });
    expect(serverProblems(notFound, sent)).toEqual({});
    expect(isShownOnFields(notFound, {})).toBe(false);
    expect(isShownOnFields(new Error('boom'), {})).toBe(false);
  });
});

describe('a new request key', () => {
  afterEach(() => vi.unstubAllGlobals());
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a random UUID, different each time', () => {
    const first = newRequestKey();
    expect(first).toMatch(uuidV4);
    expect(newRequestKey()).not.toBe(first);
  });

  it('is one also where the browser offers no randomUUID (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => array.fill(0xff) });
    expect(newRequestKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
