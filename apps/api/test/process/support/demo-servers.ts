/**
 * The demo portal as a real process on a data folder of its own, for the tests that kill it and start
 * it again on the same folder (approval-crash, crash-safety).
 */
import { rm } from 'node:fs/promises';
import { afterAll } from 'vitest';
import { templateDataFolder } from '../../support/templates.js';
import { type ServerProcess, startServer, stopAll } from './server-process.js';

export interface DemoServer {
  server: ServerProcess;
  /** The environment it was started with: a restart on the same folder takes it again. */
  env: Record<string, string>;
  folder: string;
}

/**
 * Starts demo portals (DEMO_MODE) on data folders named `prefix…`, each a copy of the run's template
 * (templates.ts). Registers the file's afterAll: every server a test left running is killed, and the
 * folders are removed.
 */
export function demoServersPerFile(prefix: string): {
  start(env?: Record<string, string>): Promise<DemoServer>;
} {
  const folders: string[] = [];
  afterAll(async () => {
    await stopAll();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });
  return {
    /** One on a new folder, with `env` added, once its start-up work (the demo ERP filled) is done. */
    async start(extraEnv = {}) {
      const folder = await templateDataFolder(prefix);
      folders.push(folder);
      const env = { DATA_DIR: folder, DEMO_MODE: 'true', ...extraEnv };
      const server = await startServer(env);
      await server.waitForOutput(/background work ready/);
      return { server, env, folder };
    },
  };
}
