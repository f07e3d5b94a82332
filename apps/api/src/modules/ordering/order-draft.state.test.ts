import { describe, expect, it } from 'vitest';
import {
  canEdit,
  isFinal,
  ORDER_DRAFT_EVENT_TYPES,
  ORDER_DRAFT_STATES,
  ORDER_DRAFT_TRANSITIONS,
  type OrderDraftEvent,
  type OrderDraftEventType,
  type OrderDraftSnapshot,
  type OrderDraftState,
  transition,
} from './order-draft.state.js';

/** The lifecycle of decisions D22–D24, written out independently of the table it checks. */
const ALLOWED: ReadonlyArray<[OrderDraftState, OrderDraftEventType, OrderDraftState]> = [
  ['open', 'approve', 'approving'],
  ['open', 'edit', 'open'],
  ['approving', 'claim', 'approving'],
  ['queued', 'claim', 'approving'],
  ['approving', 'erp-unavailable', 'queued'],
  ['approving', 'attempt-failed', 'queued'],
  ['approving', 'placement-failed', 'failed'],
  ['approving', 'placed-by-erp', 'placed'],
  ['approving', 'rejected-by-erp', 'rejected'],
  ['queued', 'placed-by-erp', 'placed'],
  ['queued', 'rejected-by-erp', 'rejected'],
  ['queued', 'withdraw', 'open'],
  ['failed', 'placed-by-erp', 'placed'],
  ['failed', 'retry', 'approving'],
  ['failed', 'hand-back', 'rejected'],
  ['rejected', 'reopen', 'open'],
];

const EVENTS: Record<OrderDraftEventType, OrderDraftEvent> = {
  approve: { type: 'approve' },
  'erp-unavailable': { type: 'erp-unavailable' },
  'placed-by-erp': { type: 'placed-by-erp', erpDocument: { docEntry: 812, documentNumber: 40_123 } },
  'rejected-by-erp': { type: 'rejected-by-erp', erpMessage: 'Item 10-4711 is blocked for sales' },
  claim: { type: 'claim' },
  'attempt-failed': { type: 'attempt-failed' },
  'placement-failed': { type: 'placement-failed' },
  retry: { type: 'retry' },
  'hand-back': { type: 'hand-back', message: 'Please choose another delivery address' },
  withdraw: { type: 'withdraw' },
  reopen: { type: 'reopen' },
  edit: { type: 'edit' },
};

interface Draft extends OrderDraftSnapshot {
  id: string;
}

/** A draft that passes every guard, in the given state. */
const draftIn = (state: OrderDraftState, change: Partial<Draft> = {}): Draft => ({
  id: 'draft-1',
  state,
  lines: [{ itemCode: '10-4711', quantity: '11.52' }],
  reference: 'Hotel Krasnapolsky, lobby',
  termsAccepted: true,
  shippingAddress: { name: 'Atelier Noord', street: 'Kade 1', zipCode: '1011 AB', city: 'Amsterdam' },
  confirmationEmail: 'inkoop@atelier-noord.example',
  isPlacing: false,
  erpMessage: null,
  messageFrom: null,
  erpDocument: null,
  ...change,
});

const ALL_PAIRS = ORDER_DRAFT_STATES.flatMap((state) =>
  ORDER_DRAFT_EVENT_TYPES.map((event) => [state, event] as const),
);

const allowedTarget = (state: OrderDraftState, event: OrderDraftEventType) =>
  ALLOWED.find(([from, type]) => from === state && type === event)?.[2];

describe('the transition table', () => {
  it('holds exactly the transitions of the lifecycle', () => {
    const pairs = ORDER_DRAFT_TRANSITIONS.flatMap((rule) =>
      rule.from.map((from) => [from, rule.event, rule.to]),
    );
    expect(pairs).toHaveLength(ALLOWED.length);
    expect(new Set(pairs.map((pair) => pair.join(' ')))).toEqual(
      new Set(ALLOWED.map((pair) => pair.join(' '))),
    );
  });

  it('has one row per event, and names every event', () => {
    expect(ORDER_DRAFT_TRANSITIONS.map((rule) => rule.event).sort()).toEqual(
      [...ORDER_DRAFT_EVENT_TYPES].sort(),
    );
  });

  it.each(
    ORDER_DRAFT_TRANSITIONS.flatMap((rule) => rule.from.map((from) => [from, rule.event, rule.to] as const)),
  )('from %s, %s leads to %s', (from, event, to) => {
    const result = transition(draftIn(from), EVENTS[event]);
    expect(result).toMatchObject({ ok: true, draft: { state: to } });
  });
});

describe('every state and event', () => {
  it.each(ALL_PAIRS)('from %s, %s does what the lifecycle says', (state, event) => {
    const target = allowedTarget(state, event);
    const result = transition(draftIn(state), EVENTS[event]);
    if (target === undefined) {
      expect(result).toEqual({ ok: false, reason: 'NOT_ALLOWED_FROM_STATE', state, event });
    } else {
      expect(result).toMatchObject({ ok: true, draft: { state: target } });
    }
  });

  it.each(ORDER_DRAFT_STATES)('%s can be edited only when it is open', (state) => {
    expect(canEdit(state)).toBe(state === 'open');
  });

  it.each(ORDER_DRAFT_STATES)('%s is final only when it is placed', (state) => {
    expect(isFinal(state)).toBe(state === 'placed');
  });

  it.each(ORDER_DRAFT_EVENT_TYPES)('nothing leaves placed: %s is refused', (event) => {
    expect(transition(draftIn('placed'), EVENTS[event])).toMatchObject({
      ok: false,
      reason: 'NOT_ALLOWED_FROM_STATE',
    });
  });

  it.each(
    ORDER_DRAFT_STATES,
  )('%s is entered as rejected only by the ERP rejecting or staff handing back', (state) => {
    const into = ORDER_DRAFT_EVENT_TYPES.filter((event) => {
      const result = transition(draftIn(state), EVENTS[event]);
      return result.ok && result.draft.state === 'rejected';
    });
    const expected = {
      approving: ['rejected-by-erp'],
      queued: ['rejected-by-erp'],
      failed: ['hand-back'],
    } as Partial<Record<OrderDraftState, string[]>>;
    expect(into).toEqual(expected[state] ?? []);
  });

  it('failed is entered only when the tries ran out, and left only by staff or the ERP', () => {
    const into = ORDER_DRAFT_STATES.flatMap((state) =>
      ORDER_DRAFT_EVENT_TYPES.filter((event) => {
        const result = transition(draftIn(state), EVENTS[event]);
        return result.ok && state !== 'failed' && result.draft.state === 'failed';
      }).map((event) => `${state} ${event}`),
    );
    expect(into).toEqual(['approving placement-failed']);
    const out = ORDER_DRAFT_EVENT_TYPES.filter((event) => transition(draftIn('failed'), EVENTS[event]).ok);
    expect(out.sort()).toEqual(['hand-back', 'placed-by-erp', 'retry']);
  });

  it('rejected is left only by reopening', () => {
    const out = ORDER_DRAFT_EVENT_TYPES.filter((event) => transition(draftIn('rejected'), EVENTS[event]).ok);
    expect(out).toEqual(['reopen']);
  });
});

describe('approving', () => {
  it('a complete open draft can be approved', () => {
    expect(transition(draftIn('open'), EVENTS.approve)).toMatchObject({
      ok: true,
      draft: { state: 'approving' },
    });
  });

  it.each<[string, Partial<Draft>, string]>([
    ['without lines', { lines: [] }, 'NO_LINES'],
    ['without a customer reference', { reference: '' }, 'NO_REFERENCE'],
    ['with a blank customer reference', { reference: '  ' }, 'NO_REFERENCE'],
    ['with the terms not accepted', { termsAccepted: false }, 'TERMS_NOT_ACCEPTED'],
    ['without a shipping address', { shippingAddress: null }, 'NO_SHIPPING_ADDRESS'],
    ['without a confirmation e-mail', { confirmationEmail: null }, 'NO_CONFIRMATION_EMAIL'],
    ['with an empty confirmation e-mail', { confirmationEmail: '' }, 'NO_CONFIRMATION_EMAIL'],
    ['with a blank confirmation e-mail', { confirmationEmail: '   ' }, 'NO_CONFIRMATION_EMAIL'],
  ])('a draft %s is refused', (_, change, reason) => {
    const draft = draftIn('open', change);
    const before = structuredClone(draft);
    expect(transition(draft, EVENTS.approve)).toEqual({ ok: false, reason, state: 'open', event: 'approve' });
    expect(draft).toEqual(before);
  });

  it('a second approval of the same draft is refused, so an order is placed once (D24)', () => {
    const first = transition(draftIn('open'), EVENTS.approve);
    if (!first.ok) throw new Error('approval refused');
    expect(transition(first.draft, EVENTS.approve)).toMatchObject({
      ok: false,
      reason: 'NOT_ALLOWED_FROM_STATE',
    });
  });

  it('the state is checked before the guards', () => {
    expect(transition(draftIn('queued', { lines: [] }), EVENTS.approve)).toMatchObject({
      ok: false,
      reason: 'NOT_ALLOWED_FROM_STATE',
    });
  });

  it('a new approval clears the message of the previous rejection', () => {
    const result = transition(draftIn('open', { erpMessage: 'Credit limit exceeded' }), EVENTS.approve);
    expect(result).toMatchObject({ ok: true, draft: { state: 'approving', erpMessage: null } });
  });
});

describe('the ERP answers', () => {
  it('a placed order keeps the ERP document', () => {
    const result = transition(draftIn('queued'), EVENTS['placed-by-erp']);
    expect(result).toMatchObject({
      ok: true,
      draft: { state: 'placed', erpDocument: { docEntry: 812, documentNumber: 40_123 } },
    });
  });

  it.each([
    'approving',
    'queued',
  ] as const)('a rejection while %s keeps the ERP message, and reopening keeps it and the lines', (state) => {
    const draft = draftIn(state);
    const rejected = transition(draft, { type: 'rejected-by-erp', erpMessage: 'Customer is on hold' });
    expect(rejected).toMatchObject({
      ok: true,
      draft: { state: 'rejected', erpMessage: 'Customer is on hold' },
    });
    if (!rejected.ok) throw new Error('rejection refused');

    const reopened = transition(rejected.draft, EVENTS.reopen);
    expect(reopened).toMatchObject({ ok: true, draft: { state: 'open', erpMessage: 'Customer is on hold' } });
    if (!reopened.ok) throw new Error('reopen refused');
    expect(reopened.draft.lines).toEqual(draft.lines);
    expect(reopened.draft.id).toBe(draft.id);
    expect(canEdit(reopened.draft.state)).toBe(true);
  });

  it('an order through an ERP outage goes open, approving, queued, placed', () => {
    const states: OrderDraftState[] = [];
    let draft = draftIn('open');
    for (const event of ['approve', 'erp-unavailable', 'placed-by-erp'] as const) {
      const result = transition(draft, EVENTS[event]);
      if (!result.ok) throw new Error(`${event} refused: ${result.reason}`);
      draft = result.draft;
      states.push(draft.state);
    }
    expect(states).toEqual(['approving', 'queued', 'placed']);
    expect(isFinal(draft.state)).toBe(true);
  });
});

describe('one attempt at a time', () => {
  it('an attempt claims a queued or approved draft only while no other attempt holds it', () => {
    expect(transition(draftIn('queued'), EVENTS.claim)).toMatchObject({
      ok: true,
      draft: { state: 'approving' },
    });
    expect(transition(draftIn('queued', { isPlacing: true }), EVENTS.claim)).toMatchObject({
      ok: false,
      reason: 'PLACEMENT_UNDER_WAY',
    });
    expect(transition(draftIn('approving', { isPlacing: true }), EVENTS.claim)).toMatchObject({
      ok: false,
      reason: 'PLACEMENT_UNDER_WAY',
    });
  });

  it('the customer withdraws a queued order only while no attempt is on its way to the ERP', () => {
    expect(transition(draftIn('queued', { isPlacing: true }), EVENTS.withdraw)).toMatchObject({
      ok: false,
      reason: 'PLACEMENT_UNDER_WAY',
    });
    const withdrawn = transition(
      draftIn('queued', { erpMessage: 'old', messageFrom: 'erp' }),
      EVENTS.withdraw,
    );
    expect(withdrawn).toMatchObject({
      ok: true,
      draft: { state: 'open', erpMessage: null, messageFrom: null },
    });
    if (!withdrawn.ok) throw new Error('withdraw refused');
    expect(canEdit(withdrawn.draft.state)).toBe(true);
  });

  it.each([
    'approving',
    'failed',
    'placed',
  ] as const)('an order %s cannot be withdrawn by the customer', (state) => {
    expect(transition(draftIn(state), EVENTS.withdraw)).toMatchObject({ ok: false });
  });
});

describe('staff and a failed order', () => {
  it('a hand-back carries the staff message to the customer, and reopening keeps it', () => {
    const handedBack = transition(draftIn('failed'), {
      type: 'hand-back',
      message: 'Address unknown to the carrier',
    });
    expect(handedBack).toMatchObject({
      ok: true,
      draft: { state: 'rejected', erpMessage: 'Address unknown to the carrier', messageFrom: 'staff' },
    });
    if (!handedBack.ok) throw new Error('hand-back refused');
    expect(transition(handedBack.draft, EVENTS.reopen)).toMatchObject({
      ok: true,
      draft: { state: 'open', messageFrom: 'staff' },
    });
  });

  it('an order that failed three times and is retried by staff goes approving, failed, approving, placed', () => {
    const states: OrderDraftState[] = [];
    let draft = draftIn('open');
    for (const event of [
      'approve',
      'claim',
      'attempt-failed',
      'claim',
      'placement-failed',
      'retry',
      'claim',
      'placed-by-erp',
    ] as const) {
      const result = transition(draft, EVENTS[event]);
      if (!result.ok) throw new Error(`${event} refused: ${result.reason}`);
      draft = result.draft;
      states.push(draft.state);
    }
    expect(states).toEqual([
      'approving',
      'approving',
      'queued',
      'approving',
      'failed',
      'approving',
      'approving',
      'placed',
    ]);
  });
});
