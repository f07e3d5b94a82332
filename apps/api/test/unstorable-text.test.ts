/**
 * A NUL character or a lone UTF-16 surrogate in any text of a request reached
 * PostgreSQL as a 500, and the error log could not record it either, so the reference id shown to the
 * user pointed at nothing. Now any such text is a 400 naming the field, and the log stores what it gets.
 */
import { describe, expect, it } from 'vitest';
import { writeLog } from '../src/modules/logs/logs.service.js';
import { requestPartProblem, storableText } from '../src/shared/storable-text.js';
import { demo, expectFieldErrors, portalPerFile, signInPerFile } from './support/harness.js';

const portal = portalPerFile();
const cookies = signInPerFile(portal, { customer: demo.customer });

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';

describe('a NUL or a lone surrogate in a request', () => {
  it.each([
    ['a NUL', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('is refused with a 400 on the field, anonymous or signed in: %s', async (_name, bad) => {
    const before = (await portal.logs()).length;
    expectFieldErrors(
      await portal.post('/api/session', { email: `x${bad}@example.com`, password: 'whatever-long' }),
      { email: 'INVALID_CHARACTERS' },
    );
    expectFieldErrors(await portal.post('/api/registrations', { firstName: `Ann${bad}`, lastName: 'Smit' }), {
      firstName: 'INVALID_CHARACTERS',
    });
    expectFieldErrors(
      await portal.post(
        '/api/stock-check',
        { itemCode: 'HF-1011', patterns: [{ rows: 1, rowLength: 1, x: [bad] }] },
        cookies.customer,
      ),
      { 'patterns.0.x.0': 'INVALID_CHARACTERS' },
    );
    // Nothing reached the database, so nothing failed there to be logged.
    expect((await portal.logs()).filter((entry) => entry.event === 'UNHANDLED_ERROR')).toHaveLength(
      (await portal.logs()).slice(0, before).filter((entry) => entry.event === 'UNHANDLED_ERROR').length,
    );
  });

  // A URL carries no lone surrogate (it is UTF-8): only the NUL can come that way.
  it('a NUL in a query or a path parameter too', async () => {
    expectFieldErrors(await portal.get('/api/orders?search=a%00', cookies.customer), {
      search: 'INVALID_CHARACTERS',
    });
    expectFieldErrors(await portal.get('/api/items/HF%00', cookies.customer), { code: 'INVALID_CHARACTERS' });
  });
});

describe('the error log', () => {
  it('records an entry whose message and data hold a NUL or a lone surrogate', async () => {
    await writeLog(portal.database.db, null, {
      level: 'error',
      event: 'UNHANDLED_ERROR',
      message: `POST /api/x: bad ${NUL} input ${LONE_SURROGATE}`,
      referenceId: 'ref-unstorable',
      data: { [`key${NUL}`]: `value${LONE_SURROGATE}`, nested: [`a${NUL}`] },
    });
    const [entry] = (await portal.logs()).filter((row) => row.referenceId === 'ref-unstorable');
    expect(entry?.message).toBe('POST /api/x: bad \uFFFD input \uFFFD');
    expect(entry?.data).toEqual({ 'key\uFFFD': 'value\uFFFD', nested: ['a\uFFFD'] });
  });
});

describe('unstorable text, the rule', () => {
  it.each([
    ['plain', { a: 'text', b: ['ok', { c: 'fine 😀' }] }, null],
    ['a NUL deep down', { a: 'text', b: ['ok', { c: `bad${NUL}` }] }, 'b.1.c'],
    ['a high surrogate alone', { name: `x${LONE_SURROGATE}` }, 'name'],
    ['a low surrogate alone', ['\uDC00'], '0'],
    ['a pair is one character', { emoji: '\uD83D\uDE00' }, null],
    ['bytes are not text', { file: Buffer.from([0, 0xd8]) }, null],
  ])('%s', (_name, value, path) => {
    expect(requestPartProblem(value)).toEqual(path === null ? null : { path, code: 'INVALID_CHARACTERS' });
  });

  it('replaces what cannot be stored when it must be recorded anyway', () => {
    expect(storableText(`a${NUL}b\uD800c😀`)).toBe('a\uFFFDb\uFFFDc😀');
  });
});
