import type { AppDeps } from '../../shared/deps.js';
import { AppError } from '../../shared/errors.js';
import { claimIdempotencyKey, findIdempotencyClaim, releaseIdempotencyKey } from './api-keys.repository.js';
import { requestHashOf } from './api-keys.service.js';

export interface IdempotentApproval<Result> {
  apiKeyId: string;
  /** The Idempotency-Key header as it came. */
  idempotencyKey: string | string[] | undefined;
  draftId: string;
  body: unknown;
  approve(): Promise<Result>;
  /** The answer for the draft as it is now, for a repeated request. */
  answerAgain(): Promise<Result>;
}

/**
 * An approval by API key, exactly once by the Idempotency-Key its caller sends (ADR-036): the first
 * request claims the key and approves; a repeat with the same draft and body answers the order as it is
 * now (never a second approval); the same key for another draft or body is refused (422). A refused
 * approval gives the key back, so the caller may fix the draft and send the same key again.
 */
export async function idempotentApproval<Result>(
  deps: AppDeps,
  input: IdempotentApproval<Result>,
): Promise<Result> {
  const key = typeof input.idempotencyKey === 'string' ? input.idempotencyKey.trim() : '';
  if (key.length === 0 || key.length > 255) throw new AppError('IDEMPOTENCY_KEY_REQUIRED', 400);
  const { db } = deps.database;
  const requestHash = requestHashOf(input.draftId, input.body);
  const isFirst = await claimIdempotencyKey(db, {
    apiKeyId: input.apiKeyId,
    idempotencyKey: key,
    requestHash,
    draftId: input.draftId,
  });
  if (!isFirst) {
    const claim = await findIdempotencyClaim(db, input.apiKeyId, key);
    if (!claim || claim.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 422);
    return input.answerAgain();
  }
  try {
    return await input.approve();
  } catch (error) {
    await releaseIdempotencyKey(db, input.apiKeyId, key);
    throw error;
  }
}
