import { describe, expect, it } from 'vitest';
import { SECOND_FACTOR_STATES, stateOf, transition } from './two-factor.state.js';

describe('the second factor’s transitions (ADR-035)', () => {
  it('turns on only after a right first code', () => {
    expect(transition('off', 'start')).toEqual({ ok: true, to: 'enrolling' });
    expect(transition('enrolling', 'start')).toEqual({ ok: true, to: 'enrolling' });
    expect(transition('enrolling', 'confirm', { isProofRight: false })).toEqual({
      ok: false,
      reason: 'guard',
    });
    expect(transition('enrolling', 'confirm', { isProofRight: true })).toEqual({ ok: true, to: 'on' });
  });

  it('never starts over a factor that is on, nor confirms one that is not enrolling', () => {
    expect(transition('on', 'start')).toEqual({ ok: false, reason: 'state' });
    expect(transition('off', 'confirm', { isProofRight: true })).toEqual({ ok: false, reason: 'state' });
    expect(transition('on', 'confirm', { isProofRight: true })).toEqual({ ok: false, reason: 'state' });
  });

  it('renews recovery codes only while on and with a right code', () => {
    expect(transition('on', 'renew-codes', { isProofRight: true })).toEqual({ ok: true, to: 'on' });
    expect(transition('on', 'renew-codes', { isProofRight: false }).ok).toBe(false);
    expect(transition('off', 'renew-codes', { isProofRight: true })).toEqual({ ok: false, reason: 'state' });
  });

  it('lets only a customer turn it off, when not required, with a proof', () => {
    const customer = { isCustomer: true, isRequired: false, isProofRight: true };
    expect(transition('on', 'turn-off', customer)).toEqual({ ok: true, to: 'off' });
    expect(transition('on', 'turn-off', { ...customer, isCustomer: false }).ok).toBe(false);
    expect(transition('on', 'turn-off', { ...customer, isRequired: true }).ok).toBe(false);
    expect(transition('on', 'turn-off', { ...customer, isProofRight: false }).ok).toBe(false);
    expect(transition('off', 'turn-off', customer)).toEqual({ ok: false, reason: 'state' });
  });

  it('is reset from every state by staff who may manage the user, and by nobody else', () => {
    for (const state of SECOND_FACTOR_STATES) {
      expect(transition(state, 'reset', { mayManage: true })).toEqual({ ok: true, to: 'off' });
      expect(transition(state, 'reset', { mayManage: false })).toEqual({ ok: false, reason: 'guard' });
    }
  });

  it('reads the state from the stored row', () => {
    expect(stateOf(undefined)).toBe('off');
    expect(stateOf({ enabledAt: null })).toBe('enrolling');
    expect(stateOf({ enabledAt: new Date() })).toBe('on');
  });
});
