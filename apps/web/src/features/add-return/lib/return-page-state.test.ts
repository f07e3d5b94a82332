import { describe, expect, it } from 'vitest';
import { returnableLineOf } from '../../../testing/returns';
import { lineKeyOf, linePath } from './return-form';
import {
  initialReturnPage,
  type ReturnPageAction,
  type ReturnPageState,
  returnPageReducer,
} from './return-page-state';

const lineOf = (lineNumber: number, returnableQuantity = 6) =>
  returnableLineOf({ lineNumber, returnableQuantity });

const first = lineOf(0);
const second = lineOf(1, 2.5);

const run = (actions: ReturnPageAction[], from: ReturnPageState = initialReturnPage('2026-03-10')) =>
  actions.reduce(returnPageReducer, from);

const withLines = () =>
  run([
    { type: 'modalOpened' },
    {
      type: 'linesAdded',
      lines: [
        { line: first, quantity: 6 },
        { line: second, quantity: 1 },
      ],
    },
  ]);

describe('the return request screen’s state (ordering §2, §4 "Return flow", §5)', () => {
  it('opens empty, picked up today', () => {
    const state = initialReturnPage('2026-03-10');
    expect(state.pickUpDate).toBe('10-03-2026');
    expect(state.lines).toEqual([]);
    expect(state.isModalOpen).toBe(false);
  });

  it('caps packages above the maximum and ignores what is not a whole number', () => {
    const capped = run([{ type: 'packagesTyped', text: '25' }]);
    expect(capped.packages).toBe(10);
    expect(capped.isPackagesCapped).toBe(true);
    expect(returnPageReducer(capped, { type: 'packagesTyped', text: '2,' })).toBe(capped);
    const typed = returnPageReducer(capped, { type: 'packagesTyped', text: '3' });
    expect(typed.packages).toBe('3');
    expect(typed.isPackagesCapped).toBe(false);
  });

  it('adds the lines chosen in the modal and closes it, keeping lines already there', () => {
    const state = withLines();
    expect(state.isModalOpen).toBe(false);
    expect(state.lines.map((chosen) => lineKeyOf(chosen.line))).toEqual(['501:0', '501:1']);
    const again = run([{ type: 'linesAdded', lines: [{ line: first, quantity: 1 }] }], state);
    expect(again.lines[0]?.quantity).toBe(6);
    expect(again.lines).toHaveLength(2);
  });

  it('caps a line’s quantity at what can be returned, and says so for that line only', () => {
    const capped = run([{ type: 'quantityTyped', line: second, quantity: 4 }], withLines());
    expect(capped.lines[1]?.quantity).toBe(2.5);
    expect([...capped.cappedKeys]).toEqual(['501:1']);
    const typed = run([{ type: 'quantityTyped', line: second, quantity: 2 }], capped);
    expect(typed.lines[1]?.quantity).toBe(2);
    expect(typed.cappedKeys.size).toBe(0);
  });

  it('clears a field’s problem when it is typed in, and keeps the others', () => {
    const remark = linePath(first, 'remark');
    const state = run(
      [
        { type: 'problemsFound', problems: { packages: 'x', pickUpDate: 'y', [remark]: 'z' } },
        { type: 'textTyped', line: first, field: 'remark', value: 'Wrong colour' },
        { type: 'pickUpDateTyped', text: '11-03-2026' },
      ],
      withLines(),
    );
    expect(state.lines[0]?.remark).toBe('Wrong colour');
    expect(state.pickUpDate).toBe('11-03-2026');
    expect(state.problems).toEqual({ packages: 'x' });
  });

  it('drops a removed line with its problems', () => {
    const remark = linePath(first, 'remark');
    const state = run(
      [
        { type: 'problemsFound', problems: { [remark]: 'z', packages: 'x' } },
        { type: 'lineRemoved', line: first },
      ],
      withLines(),
    );
    expect(state.lines.map((chosen) => chosen.line.lineNumber)).toEqual([1]);
    expect(state.problems).toEqual({ packages: 'x' });
  });

  it('adds the server’s problems to those shown, and keeps a failure not said on the fields', () => {
    const error = new Error('offline');
    const failed = run([
      { type: 'problemsFound', problems: { packages: 'x' } },
      { type: 'confirmAsked' },
      { type: 'confirmClosed' },
      { type: 'sendStarted' },
      { type: 'sendFailed', problems: { pickUpDate: 'y' }, failure: { kind: 'error', error } },
    ]);
    expect(failed.isConfirming).toBe(false);
    expect(failed.problems).toEqual({ packages: 'x', pickUpDate: 'y' });
    expect(failed.failure).toEqual({ kind: 'error', error });
    expect(returnPageReducer(failed, { type: 'sendStarted' }).failure).toBeNull();
  });

  it('says the ERP’s rejection with its message', () => {
    expect(run([{ type: 'rejected', message: 'Closed period' }]).failure).toEqual({
      kind: 'rejected',
      message: 'Closed period',
    });
  });
});
