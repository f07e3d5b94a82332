/**
 * The portal as a real process (`node --conditions=built dist/server.js`, as `npm start` runs it; the
 * global setup built it) for the tests that need one: two processes on one data folder, kill -9,
 * SIGTERM. Waits on the server's own "listening" line, never on a sleep; `stopAll` kills whatever a
 * test left running.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { type Agent, type IncomingHttpHeaders, request } from 'node:http';
import type { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/seed/demo-seed.js';
import { freePort, startOnFreePort, withPortTaken } from '../../support/free-port.js';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  pid: number;
  port: number;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  /** Settles when the process has exited. */
  exited: Promise<Exit>;
  /** Resolves once the output matches; rejects when the process exits first or after `timeoutMs`. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  signal(signal: NodeJS.Signals): void;
}

const running = new Set<ChildProcess>();

/** The portal's own variables are removed from this process's environment; `env` sets the test's. */
function serverEnv(env: Record<string, string>, port: number): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(DATABASE_URL|DATA_DIR|DEMO_|SMTP_URL|PUBLIC_URL|WEB_DIST|PORT|HOST|JOBS|LOG_LEVEL|ERP|SAP_B1_|RATE_LIMIT_|TRUST_PROXY|NODE_ENV)/.test(
          name,
        ),
    ),
  );
  return {
    ...inherited,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    // No built web app: the API alone.
    WEB_DIST: join(apiDir, 'test', 'process', 'no-web-dist'),
    JOBS: 'false',
    DEMO_ERP_SCALE: 'tiny',
    DEMO_ERP_TIME_MOVES: 'false',
    ...env,
  };
}

/**
 * Spawns the server on a free port of 127.0.0.1. Unless `waitForListening` is false, resolves once it
 * says it listens (rejects with its output when it exits first). A server that ends with EADDRINUSE
 * (its port was taken before it bound it) is started again on another port (startOnFreePort).
 */
export async function startServer(
  env: Record<string, string>,
  options: { waitForListening?: boolean } = {},
): Promise<ServerProcess> {
  if (options.waitForListening === false) return spawnServer(env, await freePort());
  return startOnFreePort(async (port) => {
    const server = spawnServer(env, port);
    try {
      await server.waitForOutput(/Selvedge portal on/);
      return server;
    } catch (error) {
      throw (await isExited(server)) ? withPortTaken(error as Error, server.output()) : error;
    }
  });
}

/** Whether the process has ended (or ends within a moment of its last output). */
async function isExited(server: ServerProcess): Promise<boolean> {
  const moment = new Promise<false>((resolve) => setTimeout(() => resolve(false), 1_000).unref());
  return Promise.race([server.exited.then(() => true), moment]);
}

function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=built', 'dist/server.js'], {
    cwd: apiDir,
    env: serverEnv(env, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
      for (const listener of listeners) listener();
    });
  });
  const server: ServerProcess = {
    pid: child.pid as number,
    port,
    output: () => output,
    exited,
    waitForOutput(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(output)) return done(null);
          if (child.exitCode !== null || child.signalCode !== null) {
            return done(new Error(`the server exited before ${pattern}:\n${output}`));
          }
        };
        const timer = setTimeout(
          () => done(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
        function done(error: Error | null) {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        }
        listeners.add(check);
        check();
      });
    },
    signal(signal) {
      child.kill(signal);
    },
  };
  return server;
}

/** Kills every server a test left running (afterAll). */
export async function stopAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Asserts a 200 (the body is the message when it is not) and returns the body parsed as `T`. */
export function expectOkAnswer<T>(answer: Answer): T {
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as T;
}

export interface SendOptions {
  cookie?: string;
  body?: unknown;
  /** A keep-alive agent; default none: a connection of its own, closed after the answer. */
  agent?: Agent;
  /** Told once the whole request has been handed to the operating system. */
  onSent?: () => void;
  /** The client's own address, another loopback one (127.0.0.2) to be a second client. */
  localAddress?: string;
  headers?: Record<string, string>;
}

/** Requests that hang fail the test with this instead of its timeout. */
const ANSWER_TIMEOUT_MS = 30_000;

function requestTo(
  port: number,
  method: string,
  path: string,
  options: SendOptions,
  headers: Record<string, string>,
) {
  return request({
    host: '127.0.0.1',
    port,
    method,
    path,
    agent: options.agent ?? false,
    timeout: ANSWER_TIMEOUT_MS,
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
      ...headers,
    },
  });
}

function answerOf(req: ReturnType<typeof request>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.once('timeout', () => req.destroy(new Error('no answer in time')));
    req.once('error', reject);
    req.once('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.once('error', reject);
      res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
  });
}

/** One request; rejects on a network error (refused, reset) or when no answer comes in time. */
export function send(port: number, method: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const text = options.body === undefined ? undefined : JSON.stringify(options.body);
  const req = requestTo(port, method, path, options, {});
  const answer = answerOf(req);
  if (options.onSent) req.once('finish', options.onSent);
  req.end(text);
  return answer;
}

export interface HeldRequest {
  /** Sends the body; resolves with the answer. */
  release(): Promise<Answer>;
}

/**
 * A request the server is already working on: its headers are sent with `Expect: 100-continue` and the
 * server has answered "100 Continue" (so its handler for the request has started); the body waits for
 * `release`. The test decides when it ends, without making the server slow.
 */
export function holdRequest(
  port: number,
  method: string,
  path: string,
  options: SendOptions,
): Promise<HeldRequest> {
  const text = JSON.stringify(options.body ?? {});
  const req = requestTo(port, method, path, options, {
    expect: '100-continue',
    'content-length': String(Buffer.byteLength(text)),
  });
  const answer = answerOf(req);
  req.flushHeaders();
  return new Promise((resolve, reject) => {
    answer.catch(reject);
    req.once('continue', () =>
      resolve({
        release() {
          req.end(text);
          return answer;
        },
      }),
    );
  });
}

/** Signs in through the API and returns the session cookie pair. */
export async function signIn(port: number, email: string): Promise<string> {
  const answer = await send(port, 'POST', '/api/session', { body: { email, password: DEMO_PASSWORD } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}: ${answer.body}`);
  const cookie = [answer.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0];
  if (!cookie) throw new Error('no session cookie in the sign-in answer');
  return cookie;
}

/** A keep-alive connection left idle in its agent's pool. */
export interface KeptAliveConnection {
  socket: Socket;
  /** Resolves once the server has closed the connection; rejects when it has not within `timeoutMs`. */
  closed(timeoutMs?: number): Promise<void>;
}

/**
 * Opens `count` keep-alive connections through `agent`: as many requests at once (each takes a
 * connection of its own), answered in full, so that each connection waits idle for its next request.
 */
export async function openKeptAlive(
  port: number,
  agent: Agent,
  count: number,
  path = '/health/live',
): Promise<KeptAliveConnection[]> {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const req = requestTo(port, 'GET', path, { agent }, {});
          req.once('error', reject);
          req.once('response', (res) => {
            if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
            const { socket } = res;
            res.resume();
            res.once('end', () => resolve(socket));
          });
          req.end();
        }),
    ),
  );
  if (new Set(sockets).size !== count) throw new Error(`${count} requests shared connections`);
  return sockets.map((socket) => {
    const isClosed = new Promise<void>((resolve) => {
      if (socket.destroyed) resolve();
      else socket.once('close', () => resolve());
    });
    return {
      socket,
      closed(timeoutMs = ANSWER_TIMEOUT_MS) {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error(`the server left an idle keep-alive connection open ${timeoutMs} ms`)),
            timeoutMs,
          );
        });
        return Promise.race([isClosed, late]).finally(() => clearTimeout(timer));
      },
    };
  });
}
