import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type AppConfig, loadConfig } from '../config/env.js';
import { type Composition, createDeps } from '../deps.js';

/**
 * What the operator's commands share (docs/operations.md): their exit codes, reading arguments and
 * settings, opening the database as the server does, and asking for a password without echo. Their
 * output is English: it is the operator's console, not a page of the portal.
 */
export const exitCodes = {
  done: 0,
  /** Nothing was changed: the command was refused (an existing account, a non-empty folder, …). */
  refused: 1,
  /** The arguments or the settings (environment variables) are wrong. */
  usage: 2,
  /** The database could not be opened: the server holds the embedded data folder, or it is unreachable. */
  database: 3,
} as const;

/** Ends a command with a sentence for the operator and an exit code (runCommand prints it). */
export class CommandExit extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Runs a command's body: its exit code, or the sentence of a CommandExit or of any error, never a stack trace. */
export async function runCommand(body: () => Promise<number>): Promise<never> {
  let exitCode: number;
  try {
    exitCode = await body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    exitCode = error instanceof CommandExit ? error.exitCode : exitCodes.refused;
  }
  process.exit(exitCode);
}

/**
 * The command's options (and arguments, when `allowPositionals`); an unknown or malformed one ends it
 * with the usage text.
 */
export function parseOptions<T extends NonNullable<ParseArgsConfig['options']>>(
  options: T,
  usage: string,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, allowPositionals, strict: true });
  } catch (error) {
    throw new CommandExit(exitCodes.usage, `${(error as Error).message}\n\n${usage}`);
  }
}

/** The settings as the server reads them; a bad value ends the command with the sentence naming it. */
export function commandConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    throw new CommandExit(exitCodes.usage, (error as Error).message);
  }
}

/**
 * Opens the configured database the way the server does (migrations included). The embedded database
 * allows one process per data folder: while the server runs on it, the sentence says which process holds it.
 */
export async function openPortal(config: AppConfig): Promise<Composition> {
  try {
    return await createDeps(config);
  } catch (error) {
    const where = config.databaseUrl ? 'The PostgreSQL database' : `The data folder ${config.dataDir}`;
    throw new CommandExit(exitCodes.database, `${where} could not be opened: ${(error as Error).message}`);
  }
}

export interface HiddenPrompt {
  /** Asks and answers the line typed, which the terminal does not show. */
  ask(question: string): Promise<string>;
  close(): void;
}

/**
 * Asks on the terminal without echoing what is typed (a password). One reader for every question:
 * lines typed ahead are kept for the next question, not lost. Ctrl-C ends the command.
 */
export function hiddenPrompt(): HiddenPrompt {
  let isMuted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!isMuted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  terminal.on('SIGINT', () => {
    process.stdout.write('\n');
    process.exit(130);
  });
  const lines = terminal[Symbol.asyncIterator]();
  return {
    async ask(question) {
      process.stdout.write(question);
      isMuted = true;
      const line = await lines.next();
      isMuted = false;
      process.stdout.write('\n');
      if (line.done) throw new CommandExit(exitCodes.refused, 'The input ended; nothing changed.');
      return line.value;
    },
    close: () => terminal.close(),
  };
}
