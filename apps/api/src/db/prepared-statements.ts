import type { PGlite } from '@electric-sql/pglite';

/**
 * Server-side prepared statements for the embedded database. PGlite plans every statement anew on each
 * call, and planning is most of what a request's queries cost there (the request context: 3.9 ms
 * planning, 0.3 ms running). node-postgres keeps a named statement per connection by itself; PGlite does
 * not, so the statements the app marks as prepared (db/prepared.ts) are PREPAREd once on its one
 * connection and then run as EXECUTE with their values as quoted literals (EXECUTE takes no bound
 * parameters). Only the top-level client is wrapped: a transaction runs its statements as they are.
 */
export interface StatementCache {
  /** Marks a statement text as worth preparing; the next call prepares it. */
  mark(text: string): void;
}

/** A value as an SQL literal for EXECUTE, or undefined when it has no safe literal form here. */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint') return `'${value}'`;
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'string') {
    // standard_conforming_strings is on: a quote is the only character to double; NUL has no text form.
    if (value.includes('\0')) return undefined;
    return `'${value.replaceAll("'", "''")}'`;
  }
  return undefined;
}

type QueryFunction = PGlite['query'];

export function withPreparedStatements(client: PGlite): { client: PGlite; cache: StatementCache } {
  const marked = new Set<string>();
  /** The statement's name once PREPAREd, or undefined when it could not be; one promise per text, so
   * two first calls at once (a list's page and count) do not both prepare it. */
  const names = new Map<string, Promise<string | undefined>>();
  let count = 0;

  const query = (async (text: string, params?: unknown[], options?: Parameters<QueryFunction>[2]) => {
    if (!marked.has(text) || !params) return client.query(text, params, options);
    const literals = params.map(literalOf);
    if (literals.some((literal) => literal === undefined)) return client.query(text, params, options);
    let prepared = names.get(text);
    if (!prepared) {
      count += 1;
      const candidate = `selvedge_${count}`;
      prepared = client.exec(`prepare ${candidate} as ${text}`).then(
        () => candidate,
        () => undefined,
      );
      names.set(text, prepared);
    }
    const name = await prepared;
    if (!name) return client.query(text, params, options);
    const argumentsText = literals.length > 0 ? `(${literals.join(', ')})` : '';
    return client.query(`execute ${name}${argumentsText}`, [], options);
  }) as QueryFunction;

  const wrapped = new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: wrapped, cache: { mark: (text) => marked.add(text) } };
}
