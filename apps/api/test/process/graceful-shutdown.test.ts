/**
 * Graceful shutdown (ADR-021): on SIGTERM the requests already running
 * finish with their answers, new ones are answered 503 SHUTTING_DOWN (never a hang or a reset), and
 * the process exits 0 with its data folder free. A real process, and the draining plugin in-process.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { join } from 'node:path';
import type { Problem } from '@selvedge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock.js';
import { publicAccess } from '../../src/plugins/access.js';
import { drain, RETRY_AFTER_SECONDS } from '../../src/plugins/draining.js';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/database.js';
import { createTestPortal, demo, expectProblem, type TestPortal } from '../support/harness.js';
import { templateDataFolder } from '../support/templates.js';
import {
  type Answer,
  holdRequest,
  openKeptAlive,
  send,
  signIn,
  startServer,
  stopAll,
} from './support/server-process.js';

const folders: string[] = [];
const databases: IsolatedDatabase[] = [];
const portals: TestPortal[] = [];

afterAll(async () => {
  await stopAll();
  for (const portal of portals) await portal.close();
  for (const database of databases) await database.drop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** A data folder of its own on the embedded database; a database of its own on PostgreSQL. */
async function storageEnv(): Promise<Record<string, string>> {
  const isolated = await createIsolatedDatabase();
  databases.push(isolated);
  if (isolated.url) return { DATABASE_URL: isolated.url };
  const folder = await templateDataFolder('selvedge-shutdown-');
  folders.push(folder);
  return { DATA_DIR: folder };
}

/** The answer a request gets while the portal drains. */
function expectShuttingDown(answer: Answer): void {
  expect(answer.status, answer.body).toBe(503);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect((JSON.parse(answer.body) as Problem).code).toBe('SHUTTING_DOWN');
  expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(answer.headers.connection).toBe('close');
}

/** A finished request's outcome: its status and code, or the network error it met. */
async function outcomeOf(answer: Promise<Answer>): Promise<string> {
  try {
    const { status, body } = await answer;
    return status === 503 ? `503 ${(JSON.parse(body) as Problem).code}` : String(status);
  } catch (error) {
    return `failed: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
  }
}

describe('SIGTERM on a real process under load', () => {
  it('finishes every running request, refuses new ones with 503 SHUTTING_DOWN and exits 0', async () => {
    const env = await storageEnv();
    // The held writes are released only after every check below: on a loaded machine that takes longer
    // than the default 7 s, after which the server would close their connections (its own test is
    // the draining plugin's below). The test waits for its signals, not for that window.
    const server = await startServer({ ...env, DEMO_MODE: 'true', SHUTDOWN_DRAIN_SECONDS: '100' });
    const { port } = server;
    const cookie = await signIn(port, demo.customer);
    const keepAlive = new Agent({ keepAlive: true });

    // In flight at the signal: writes whose headers the server has read, whose bodies come after it.
    const held = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        holdRequest(port, 'PATCH', '/api/profile', {
          cookie,
          agent: keepAlive,
          body: { firstName: `Drained ${n}` },
        }),
      ),
    );
    // Kept-alive connections waiting idle for their next request at the signal (requests on such
    // connections were reset).
    const keptAliveAgent = new Agent({ keepAlive: true });
    const keptAlive = await openKeptAlive(port, keptAliveAgent, 6);
    // And a burst of reads, some running, some arriving after the signal.
    const burst = Array.from({ length: 16 }, () => outcomeOf(send(port, 'GET', '/api/profile', { cookie })));
    server.signal('SIGTERM');

    // New requests: answered (200 until the signal is handled, then 503), never failed.
    let answer: Answer;
    do {
      answer = await send(port, 'GET', '/api/session', { cookie });
      expect([200, 503]).toContain(answer.status);
    } while (answer.status === 200);
    expectShuttingDown(answer);
    expectShuttingDown(
      await send(port, 'POST', '/api/session', { body: { email: demo.customer, password: 'x' } }),
    );

    for (const outcome of await Promise.all(burst)) expect(['200', '503 SHUTTING_DOWN']).toContain(outcome);

    // The idle kept-alive connections are closed as the drain begins, while the server still listens;
    // the client's next requests go on new connections and are answered 503, each closing its own.
    await Promise.all(keptAlive.map((connection) => connection.closed()));
    const onKeptAlive = await Promise.all(
      keptAlive.map(() => send(port, 'GET', '/api/session', { cookie, agent: keptAliveAgent })),
    );
    for (const answer of onKeptAlive) expectShuttingDown(answer);

    // The running writes end with their answers, and tell their keep-alive connections to close.
    const answers = await Promise.all(held.map((request) => request.release()));
    for (const written of answers) {
      expect(written.status, written.body).toBe(200);
      expect(written.headers.connection).toBe('close');
      // The profile as saved (by this write, or by one of the others running beside it).
      expect((JSON.parse(written.body) as { user: { firstName: string } }).user.firstName).toMatch(
        /^Drained \d$/,
      );
    }
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await expect(send(port, 'GET', '/health/live')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The data folder is free for the next process.
    if (env.DATA_DIR) expect(existsSync(join(env.DATA_DIR, LOCK_FILE_NAME))).toBe(false);
    keepAlive.destroy();
    keptAliveAgent.destroy();
  }, 120_000);
});

describe('the draining plugin', () => {
  it('answers new requests 503 SHUTTING_DOWN while the running ones finish', async () => {
    let entered: () => void = () => {};
    const isEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let finish: () => void = () => {};
    const isFinished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const portal = await createTestPortal({
      beforeReady: (app) => {
        app.get('/test/slow', { config: { access: publicAccess } }, async () => {
          entered();
          await isFinished;
          return { done: true };
        });
      },
    });
    portals.push(portal);

    const slow = portal.get('/test/slow');
    await isEntered;
    const drained = drain(portal.app, 30_000);

    const refused = await portal.get('/api/session');
    expectProblem(refused, 503, 'SHUTTING_DOWN');
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.connection).toBe('close');

    finish();
    const answered = await slow;
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ done: true });
    expect(answered.headers.connection).toBe('close');
    expect(await drained).toBe(0);
  }, 60_000);

  it('gives up waiting after its timeout and says how many requests still run', async () => {
    let entered: () => void = () => {};
    const isEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let finish: () => void = () => {};
    const portal = await createTestPortal({
      beforeReady: (app) => {
        app.get('/test/stuck', { config: { access: publicAccess } }, async () => {
          entered();
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
          return { done: true };
        });
      },
    });
    portals.push(portal);

    const stuck = portal.get('/test/stuck');
    await isEntered;
    expect(await drain(portal.app, 50)).toBe(1);
    finish();
    expect((await stuck).statusCode).toBe(200);
  }, 60_000);
});
