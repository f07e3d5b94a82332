/**
 * Text PostgreSQL cannot store and JSON logs cannot carry: a NUL character, and a UTF-16 surrogate
 * without its partner (issue 10: such a string reached the database as a 500 that left no trace).
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
 * The dotted path of the first string in a parsed request part (JSON body, query, params) that holds
 * unstorable text, or null. Bytes (an upload's Buffer) are not text and are not looked at.
 */
export function unstorablePath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorablePath(item, at(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return at(storableText(key));
      const found = unstorablePath(item, at(key));
      if (found !== null) return found;
    }
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
