/**
 * Client-side checks for forms (foundations 5). They return the translation key of the problem,
 * the same `validation.<code>` keys the server's field codes use, or null.
 */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredKey(value: string): string | null {
  return value.trim() ? null : 'validation.REQUIRED';
}

export function emailKey(value: string): string | null {
  if (!value.trim()) return 'validation.REQUIRED';
  return emailPattern.test(value.trim()) ? null : 'validation.INVALID_EMAIL';
}
