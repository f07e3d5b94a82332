import { resolve } from 'node:path';
import { commandDirectory } from '../config/env.js';
import { backUp, restore } from './backup.js';
import { CommandExit, commandConfig, exitCodes, parseOptions, runCommand } from './cli-support.js';

// `npm run backup -- <file>` and `npm run restore -- <file> [--force]`: the embedded database's data
// folder (DATA_DIR) as one file, with the portal stopped (docs/operations.md, "Backup and restore").
const usage = `Usage: npm run backup -- <file.tar.gz> [--force]    (--force: overwrite the file)
       npm run restore -- <file.tar.gz> [--force]   (--force: replace the database in DATA_DIR)
The portal must be stopped: one process per data folder. With DATABASE_URL use pg_dump and pg_restore.
Exit codes: 0 done, 1 refused (nothing changed), 2 wrong arguments or settings, 3 database in use or not available.`;

await runCommand(async () => {
  const { values, positionals } = parseOptions({ force: { type: 'boolean', default: false } }, usage, true);
  const [command, file, ...rest] = positionals;
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    throw new CommandExit(exitCodes.usage, usage);
  }
  const config = commandConfig();
  const path = resolve(commandDirectory(), file);
  const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  if (command === 'backup') {
    const summary = await backUp(config, path, values.force);
    console.log(
      `Backed up the data folder ${resolve(config.dataDir)} to ${summary.file} ` +
        `(${megabytes(summary.bytes)} MB in ${summary.milliseconds} ms).`,
    );
  } else {
    const summary = await restore(config, path, values.force);
    console.log(
      `Restored ${summary.file} (${megabytes(summary.bytes)} MB) into the data folder ${resolve(config.dataDir)} ` +
        `in ${summary.milliseconds} ms. Start the portal on it as before.`,
    );
  }
  return exitCodes.done;
});
