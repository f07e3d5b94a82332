import { LOG_WORDING_KEYS } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { formKeys, wordingOf } from './log-wording.js';

describe('the error log’s messages, read back for the reader’s language (D9, D31)', () => {
  it('reads each form the API writes into its key and values', () => {
    const cases: [string, string, string, Record<string, string>][] = [
      ['SIGN_IN', 'anna@example.com signed in', 'signIn', { email: 'anna@example.com' }],
      ['SIGN_IN_FAILED', 'Failed sign-in for who@example.com', 'signInFailed', { email: 'who@example.com' }],
      [
        'SIGN_IN_FAILED',
        'Sign-in refused: b@example.com is inactive',
        'signInInactive',
        { email: 'b@example.com' },
      ],
      [
        'RATE_LIMITED',
        'Sign-ins for c@example.com are slowed down: more than 10 failed attempts within 15 minutes',
        'signInSlowed',
        { email: 'c@example.com', count: '10', minutes: '15' },
      ],
      ['SIGN_OUT', 'Signed out', 'signOut', {}],
      [
        'USER_UPDATED',
        'a@example.com edited b@example.com; revoked the create-order claim',
        'userOrderClaimRevoked',
        { actor: 'a@example.com', target: 'b@example.com' },
      ],
      [
        'MAIL_FAILED',
        'Password e-mail to d@example.com failed: connect ECONNREFUSED',
        'passwordMailFailed',
        { email: 'd@example.com', error: 'connect ECONNREFUSED' },
      ],
      [
        'REGISTRATION_APPROVED',
        'Registration of e@example.com (Decor (Gent) BV) approved as customer C20004',
        'registrationApproved',
        { email: 'e@example.com', company: 'Decor (Gent) BV', customer: 'C20004' },
      ],
      ['MAINTENANCE_CHANGED', 'Maintenance mode on', 'maintenanceOn', {}],
      ['SETTINGS_CHANGED', 'Excluded product groups set to none', 'excludedGroupsNone', {}],
      [
        'SETTINGS_CHANGED',
        'Letterhead set to Behang & Stof B.V.',
        'letterheadSet',
        { name: 'Behang & Stof B.V.' },
      ],
      [
        'ERP_FAILED',
        'Payments of C10001 for the statement of account: The ERP did not answer within 3000 ms',
        'statementPaymentsFailed',
        { customer: 'C10001', error: 'The ERP did not answer within 3000 ms' },
      ],
      [
        'SETTINGS_CHANGED',
        'Excluded product groups set to 106, 107',
        'excludedGroupsSet',
        { groups: '106, 107' },
      ],
      [
        'ERP_FAILED',
        'Price of HF-1011 for C10001: the ERP gave no price (SAP refused the price of HF-1011 (SAP -1: No permission))',
        'priceFailed',
        {
          item: 'HF-1011',
          customer: 'C10001',
          error: 'SAP refused the price of HF-1011 (SAP -1: No permission)',
        },
      ],
      [
        'ERP_FAILED',
        'PDF of invoice 812: the ERP did not answer',
        'pdfFailed',
        { kind: 'invoice', id: '812', error: 'the ERP did not answer' },
      ],
      [
        'USER_CREATED',
        'admin@example.com created f@example.com (Customer)',
        'userCreated',
        { actor: 'admin@example.com', target: 'f@example.com', role: 'Customer' },
      ],
      [
        'ACTING_REQUEST',
        'sales@example.com as g@example.com: POST /api/returns → 201',
        'actingRequest',
        { actor: 'sales@example.com', target: 'g@example.com', request: 'POST /api/returns → 201' },
      ],
      ['NEWS_CHANGED', 'News deleted: Winter collection', 'newsDeleted', { subject: 'Winter collection' }],
      [
        'DOCUMENT_TYPE_CHANGED',
        'Document type created: Price list',
        'documentTypeCreated',
        { name: 'Price list' },
      ],
      [
        'FILE_UPLOADED',
        'Uploaded winter (1).png (image/png, 20480 bytes)',
        'fileUploaded',
        { name: 'winter (1).png', type: 'image/png', bytes: '20480' },
      ],
      [
        'ORDER_PLACED',
        'Order of C10001 placed in the ERP as 40123',
        'orderPlaced',
        { customer: 'C10001', number: '40123' },
      ],
      [
        'ORDER_QUEUED',
        'Order of C10001 queued, attempt 4: the ERP is unavailable (The ERP did not answer within 3000 ms)',
        'orderQueued',
        { customer: 'C10001', attempt: '4', error: 'The ERP did not answer within 3000 ms' },
      ],
      [
        'ORDER_PLACEMENT_FAILED',
        'Order of C40001: attempt 1 of 3 failed: invalid input syntax for type integer: "zz"',
        'orderAttemptFailed',
        {
          customer: 'C40001',
          attempt: '1',
          tries: '3',
          error: 'invalid input syntax for type integer: "zz"',
        },
      ],
      [
        'ORDER_FAILED',
        'Order of C40001 could not be placed after 3 attempts: boom',
        'orderFailed',
        { customer: 'C40001', attempts: '3', error: 'boom' },
      ],
      [
        'ORDER_HANDED_BACK',
        'admin@example.com handed the order of C40001 back: Choose another address (Dublin)',
        'orderHandedBack',
        { actor: 'admin@example.com', customer: 'C40001', message: 'Choose another address (Dublin)' },
      ],
      [
        'RETURN_FAILED',
        'Return request of C10001 could not be sent after 3 attempts: boom',
        'returnFailed',
        { customer: 'C10001', attempts: '3', error: 'boom' },
      ],
      [
        'RETURN_SENT',
        'Return request of C10001 sent to the ERP as 6000123',
        'returnSent',
        { customer: 'C10001', number: '6000123' },
      ],
      [
        'ERP_SYNC_REQUESTED',
        'ERP sync requested: stock, items',
        'erpSyncRequested',
        { feeds: 'stock, items' },
      ],
      [
        'PAYMENT_WEBHOOK_REFUSED',
        'Payment webhook refused: unknown payment tr_x1',
        'paymentWebhookRefused',
        { reason: 'unknown payment tr_x1' },
      ],
      [
        'PAYMENT_WEBHOOK_REFUSED',
        'Payment webhook refused: 20 calls from 203.0.113.9 in 15 minutes; the rest of the window is not logged',
        'paymentWebhookRefusalsCapped',
        { count: '20', address: '203.0.113.9', minutes: '15' },
      ],
      [
        'UNHANDLED_ERROR',
        'GET /api/orders: boom: the database went away',
        'unhandledError',
        { request: 'GET /api/orders', error: 'boom: the database went away' },
      ],
    ];
    for (const [event, message, key, values] of cases) {
      expect(wordingOf(event, message), message).toEqual({ key, values });
    }
  });

  it('leaves a message of no known form, or of an unknown event, to its stored text', () => {
    expect(wordingOf('SIGN_IN', 'Signed in with a passkey')).toBeNull();
    expect(wordingOf('SOMETHING_NEW', 'Signed out')).toBeNull();
  });

  it('has a form for every key the web app words, and no key it lacks', () => {
    expect(new Set(formKeys())).toEqual(new Set(LOG_WORDING_KEYS));
  });
});
