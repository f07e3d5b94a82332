import type { DraftLineChange } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { draftOf } from '../../../testing/ordering';
import {
  emailProblemOf,
  initialSummaryForm,
  type SummaryFormAction,
  type SummaryFormState,
  shownChanges,
  summaryFormReducer,
} from './summary-form';

const draft = { ...draftOf([]), shippingTypeCode: 'DHL', partialSupply: true };
const run = (actions: SummaryFormAction[], from: SummaryFormState = initialSummaryForm(draft)) =>
  actions.reduce(summaryFormReducer, from);

const line = { lineId: 'l1', lineNumber: 1, itemCode: 'HF-1011', itemName: 'Heritage Florals' };
const price = (oldUnitPrice: number | null, newUnitPrice: number): DraftLineChange => ({
  ...line,
  kind: 'priceChanged',
  oldUnitPrice,
  newUnitPrice,
});
const excluded: DraftLineChange = { ...line, lineId: 'l2', lineNumber: 2, kind: 'excluded' };

describe('the order summary form (ordering §2 "Order summary modal", §4 steps 8-9)', () => {
  it('opens on the draft’s header, unticked', () => {
    const state = initialSummaryForm(draft);
    expect(state).toMatchObject({
      shippingTypeCode: 'DHL',
      savedShippingTypeCode: 'DHL',
      partialSupply: true,
      email: draft.email,
      emailError: null,
      isTermsAccepted: false,
    });
  });

  it('computes the summary for a shipping type once it is saved, and goes back to the old one on a failure', () => {
    const chosen = run([{ type: 'shippingTypeChosen', code: 'UPS' }]);
    expect(chosen.shippingTypeCode).toBe('UPS');
    expect(chosen.savedShippingTypeCode).toBe('DHL');
    expect(run([{ type: 'shippingTypeSaved', code: 'UPS' }], chosen).savedShippingTypeCode).toBe('UPS');
    expect(run([{ type: 'shippingTypeFailed', previous: 'DHL' }], chosen).shippingTypeCode).toBe('DHL');
  });

  it('clears the e-mail’s problem when it is typed in', () => {
    const state = run([
      { type: 'emailRejected', problem: 'validation.INVALID_EMAIL' },
      { type: 'emailTyped', email: 'a@b.nl' },
    ]);
    expect(state.email).toBe('a@b.nl');
    expect(state.emailError).toBeNull();
  });

  it('keeps what is typed after a refused approval, says it was checked again, and forgets it on the next try', () => {
    const refused = run([
      { type: 'termsTicked', checked: true },
      { type: 'emailTyped', email: 'a@b.nl' },
      { type: 'approveStarted' },
      { type: 'recheckStarted' },
    ]);
    expect(refused).toMatchObject({
      isRechecked: true,
      isRechecking: true,
      isTermsAccepted: true,
      email: 'a@b.nl',
    });
    const done = run([{ type: 'recheckDone' }], refused);
    expect(done).toMatchObject({ isRechecked: true, isRechecking: false });
    expect(run([{ type: 'approveStarted' }], done).isRechecked).toBe(false);
  });

  it('says the ERP’s rejection until the next approval', () => {
    const rejected = run([{ type: 'rejected', message: 'Credit limit' }]);
    expect(rejected.rejection).toEqual({ message: 'Credit limit' });
    expect(run([{ type: 'approveStarted' }], rejected).rejection).toBeNull();
  });

  it('keeps the new prices of the whole opening, and only the latest summary’s lines that cannot be ordered', () => {
    const first = run([{ type: 'summaryArrived', changes: [price(10, 12), excluded] }]);
    expect(shownChanges(first, [price(10, 12), excluded])).toEqual([excluded, price(10, 12)]);
    // The next summary no longer lists the price the draft now holds, and the excluded line was removed.
    const second = run([{ type: 'summaryArrived', changes: [] }], first);
    expect(shownChanges(second, [])).toEqual([price(10, 12)]);
    expect(shownChanges(initialSummaryForm(draft), undefined)).toEqual([]);
  });
});

describe('the approval’s answer about the e-mail', () => {
  it('is a missing confirmation address, or the field’s own problem', () => {
    expect(emailProblemOf(new ApiError({ status: 400, code: 'CONFIRMATION_EMAIL_REQUIRED' }))).toBe(
      'errors.CONFIRMATION_EMAIL_REQUIRED',
    );
    expect(
      emailProblemOf(
        new ApiError({
          status: 400,
          code: 'VALIDATION_FAILED',
          fields: [{ path: 'email', code: 'INVALID_EMAIL' }],
        }),
      ),
    ).toBe('validation.INVALID_EMAIL');
    expect(emailProblemOf(new ApiError({ status: 409, code: 'PRICES_CHANGED' }))).toBeNull();
    expect(emailProblemOf(new Error('offline'))).toBeNull();
  });
});
