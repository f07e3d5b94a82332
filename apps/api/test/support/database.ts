import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With DATABASE_URL set (CI), every test file gets a database of its own on that server, created
 * through the `postgres` maintenance database and dropped at the end. Without it: in-memory PGlite.
 */
export interface IsolatedDatabase {
  /** Connection string of the new database; undefined on the embedded database. */
  url: string | undefined;
  drop(): Promise<void>;
}

const serverUrl = process.env.DATABASE_URL;

async function asAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const adminUrl = new URL(serverUrl as string);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `template`: the database (templates.ts) the new one starts as a copy of; none: an empty one. */
export async function createIsolatedDatabase(template?: string): Promise<IsolatedDatabase> {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `selvedge_test_${randomBytes(6).toString('hex')}`;
  await asAdmin((client) =>
    client.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      asAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}
