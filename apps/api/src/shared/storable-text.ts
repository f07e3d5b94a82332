/**
 * Text PostgreSQL cannot store and JSON logs cannot carry: a NUL character, and a UTF-16 surrogate
 * without its partner (such a string reached the database as a 500 that left no trace).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL is what is looked for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The text with every unstorable character replaced by U+FFFD, for what must be recorded anyway. */
export const storableText = (text: string): string => text.replace(UNSTORABLE_ALL, '\uFFFD');

/** A parsed record: JSON objects, and query objects (whose prototype may be a parser's own). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof Date);

/**
 * How deep a request's JSON body may nest (objects and arrays, the outermost counts as 1). The routes'
 * bodies nest a few levels (an order line's pattern rows); one 20,000 levels deep overflowed the stack
 * of the walk below, of zod and of JSON.stringify: a 500 on every route.
 */
export const MAX_REQUEST_DEPTH = 64;

/** What is wrong with a part of a request, as the field problem the answer names. */
export interface RequestPartProblem {
  path: string;
  code: 'INVALID_CHARACTERS' | 'INVALID_VALUE';
}

/**
 * The first problem of a parsed request part (JSON body, query, params): a string (or key) holding
 * unstorable text, or an object or array nested deeper than MAX_REQUEST_DEPTH, named by its dotted
 * path; null when there is none. Bytes (an upload's Buffer) are not text and are not looked at. The
 * depth is counted on the same walk, so it costs a body nothing more than the text check did, and the
 * walk stops at the limit, long before the stack would.
 */
export function requestPartProblem(value: unknown, path = '', depth = 0): RequestPartProblem | null {
  if (typeof value === 'string') return isStorableText(value) ? null : { path, code: 'INVALID_CHARACTERS' };
  const isArray = Array.isArray(value);
  if (!isArray && !isRecord(value)) return null;
  if (depth >= MAX_REQUEST_DEPTH) return { path, code: 'INVALID_VALUE' };
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (isArray) {
    for (const [index, item] of value.entries()) {
      const found = requestPartProblem(item, at(index), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return { path: at(storableText(key)), code: 'INVALID_CHARACTERS' };
    const found = requestPartProblem(item, at(key), depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** A log entry's data with every string made storable (keys too), so the log never fails to record. */
export function storableData(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableData);
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableData(item)]),
    );
  }
  return value;
}
