/**
 * The operator's commands under test: what a command refused with, and a command as a real process, as
 * npm runs it (the built `dist/cli/<script>.js` on plain Node; the API tests' global setup built it), its
 * stdin a pipe closed at once (no terminal).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { CommandExit } from '../../src/cli/cli-support.js';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The portal's own settings are the test's to give: none leaks in from the environment running it. */
function commandEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) =>
      !/^(DATABASE_URL|DATA_DIR|DEMO_|SMTP_URL|PUBLIC_URL|ERP|SAP_B1_|NODE_ENV|ALLOW_DEV_MAILBOX|INIT_CWD)/.test(
        name,
      ),
  );
  return { ...Object.fromEntries(inherited), NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env };
}

/**
 * Runs the built `script` (`cli/seed-cli.ts` runs `dist/cli/seed-cli.js`) with `args` and the portal
 * settings `env`; settles once it has exited.
 */
export function runCommandProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandRun> {
  const built = `dist/${script.replace(/\.ts$/, '.js')}`;
  const child = spawn(process.execPath, ['--conditions=built', built, ...args], {
    cwd: apiDir,
    env: commandEnv(env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What a command's step refused with (CommandExit): its exit code and sentence. */
export async function refusalOf(run: Promise<unknown>): Promise<{ exitCode: number; message: string }> {
  const error = await run.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CommandExit);
  return { exitCode: (error as CommandExit).exitCode, message: (error as CommandExit).message };
}
