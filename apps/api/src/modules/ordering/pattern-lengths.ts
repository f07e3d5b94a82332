import {
  calculatePatternRow,
  type DraftPatternInput,
  PatternInputError,
  patternTotal,
  patternTypeOf,
} from '@selvedge/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/errors.js';
import type { ItemPatternFacts } from '../catalog/index.js';
import type { PatternValues } from './ordering.repository.js';

type PatternInput = z.output<typeof DraftPatternInput>;

/**
 * The pattern rows with the lengths the server computes (D25), and the quantity they make; null when
 * none were given (refused for an item that requires them). The item decides the repeat and the
 * pattern type: what a client calculated is never trusted. Used by order lines and the stock check.
 */
export function patternLengths(
  item: ItemPatternFacts,
  patterns: readonly PatternInput[] | undefined,
): { rows: PatternValues[]; quantity: number } | null {
  if (!patterns || patterns.length === 0) {
    if (item.isPatternRequired) throw new AppError('PATTERN_REQUIRED', 422);
    return null;
  }
  const patternType = patternTypeOf(item.isStaggered);
  const withItem = patterns.map((row) => ({ ...row, repeatCm: item.patternRepeatCm, patternType }));
  try {
    const rows = withItem.map((row) => {
      const result = calculatePatternRow(row);
      return {
        rows: row.rows,
        rowLength: row.rowLength,
        requiredLength: result.requiredLaneLength,
        rowTotal: result.rowTotal,
        isNoPatternCalculation: row.isNoPatternCalculation,
      };
    });
    return { rows, quantity: patternTotal(withItem) };
  } catch (error) {
    if (error instanceof PatternInputError) {
      throw new AppError('VALIDATION_FAILED', 400, { fields: [{ path: 'patterns', code: 'INVALID_VALUE' }] });
    }
    throw error;
  }
}
