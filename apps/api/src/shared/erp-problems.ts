import type { ErpError } from '@selvedge/erp';
import { AppError } from './errors.js';

/**
 * The one mapping from an ERP failure to the API's problem (D36): an ERP that did not answer (down,
 * slow, circuit open) is 503 ERP_UNAVAILABLE wherever it happens; an ERP that answered but refused
 * (not found, rejected, conflict) is the calling use case's own problem, its `fallback`.
 */
export function problemForErpError(error: ErpError, fallback: AppError): AppError {
  if (error.kind === 'unavailable') return new AppError('ERP_UNAVAILABLE', 503);
  return fallback;
}
