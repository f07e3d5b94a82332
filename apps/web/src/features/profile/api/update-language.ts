import type { Language, SessionResponse } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useSessionChange } from './update-profile';

/**
 * PUT /api/session/language: the header's flag picker. The language of the person at the keyboard, saved
 * to their own profile, also while acting for another user (whose profile language decides that user's
 * mails and stays as it is). Answers the session, which replaces the cached one at once.
 */
export const updateSessionLanguage = (language: Language) =>
  api.put<SessionResponse>('/api/session/language', { language });

export function useUpdateSessionLanguage() {
  return useSessionChange(updateSessionLanguage);
}
