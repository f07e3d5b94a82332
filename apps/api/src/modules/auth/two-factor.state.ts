/**
 * A user's second factor (ADR-035): one transition table, pure guards, no I/O.
 *
 *   off ──start──▶ enrolling ──confirm (a right code)──▶ on ──renew-codes (a right code)──▶ on
 *    ▲               │ ▲ start (a new secret)              │
 *    │               └─┘                                   ├──turn-off (a Customer, not required; a code or the password)──▶ off
 *    └────────────────────────reset (staff who may manage the user)────────────────────────────────┘ (from any state)
 *
 * `enrolling` holds a secret the user has not yet proved with a first code: it signs nobody in.
 */

export const SECOND_FACTOR_STATES = ['off', 'enrolling', 'on'] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];

export type SecondFactorEvent = 'start' | 'confirm' | 'renew-codes' | 'turn-off' | 'reset';

/** What the guards look at; only the facts an event needs are given. */
export interface SecondFactorFacts {
  /** The code (or, for turn-off, the code or the password) was right. */
  isProofRight?: boolean;
  /** The user is a Customer: staff cannot turn their own factor off. */
  isCustomer?: boolean;
  /** The administrator's setting requires the factor for the user's role. */
  isRequired?: boolean;
  /** The actor may manage the user (canDoUserAction 'resetSecondFactor'). */
  mayManage?: boolean;
}

interface Transition {
  from: readonly SecondFactorState[];
  to: SecondFactorState;
  guard: (facts: SecondFactorFacts) => boolean;
}

export const secondFactorTransitions: Record<SecondFactorEvent, Transition> = {
  start: { from: ['off', 'enrolling'], to: 'enrolling', guard: () => true },
  confirm: { from: ['enrolling'], to: 'on', guard: (f) => f.isProofRight === true },
  'renew-codes': { from: ['on'], to: 'on', guard: (f) => f.isProofRight === true },
  'turn-off': {
    from: ['on'],
    to: 'off',
    guard: (f) => f.isCustomer === true && f.isRequired !== true && f.isProofRight === true,
  },
  reset: { from: ['off', 'enrolling', 'on'], to: 'off', guard: (f) => f.mayManage === true },
};

export type TransitionResult =
  | { ok: true; to: SecondFactorState }
  /** `state`: not allowed from this state; `guard`: allowed from here, but a guard said no. */
  | { ok: false; reason: 'state' | 'guard' };

export function transition(
  from: SecondFactorState,
  event: SecondFactorEvent,
  facts: SecondFactorFacts = {},
): TransitionResult {
  const rule = secondFactorTransitions[event];
  if (!rule.from.includes(from)) return { ok: false, reason: 'state' };
  if (!rule.guard(facts)) return { ok: false, reason: 'guard' };
  return { ok: true, to: rule.to };
}

/** The state of a stored row: none is off, a row without `enabledAt` is enrolling. */
export const stateOf = (row: { enabledAt: Date | null } | undefined): SecondFactorState =>
  row ? (row.enabledAt ? 'on' : 'enrolling') : 'off';
