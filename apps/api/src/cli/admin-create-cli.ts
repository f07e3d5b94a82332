import { Language } from '@selvedge/contracts';
import { findUserByEmail } from '../modules/users/index.js';
import { administratorEmail, createAdministrator, passwordProblems } from './admin-create.js';
import {
  CommandExit,
  commandConfig,
  exitCodes,
  hiddenPrompt,
  openPortal,
  parseOptions,
  runCommand,
} from './cli-support.js';

// `npm run admin:create -- --email a@b.c [--name "First Last"] [--language en] [--link] [--reset-password]`:
// the portal's first administrator (docs/operations.md, "First administrator"). On a terminal it asks
// for the password twice; with --link, or without a terminal, it prints a one-time set-password link.
const usage = `Usage: npm run admin:create -- --email <address> [--name "First Last"] [--language en|nl|de|fr]
                            [--link] [--reset-password]
  --link            print a one-time set-password link (mailed too when SMTP_URL is set) instead of asking
  --reset-password  the administrator exists: issue a new set-password link
Exit codes: 0 done, 1 refused (nothing changed), 2 wrong arguments or settings, 3 database not available.`;

const PASSWORD_TRIES = 3;

/** The password typed twice on the terminal, checked against the portal's rules; three tries. */
async function askPassword(email: string): Promise<string> {
  const prompt = hiddenPrompt();
  try {
    for (let attempt = 1; attempt <= PASSWORD_TRIES; attempt += 1) {
      const password = await prompt.ask('Password: ');
      const confirmation = await prompt.ask('Password again: ');
      const problems = passwordProblems(password, confirmation, email);
      if (problems.length === 0) return password;
      console.error(problems.join(' '));
    }
  } finally {
    prompt.close();
  }
  throw new CommandExit(exitCodes.refused, 'No password was accepted; nothing changed.');
}

await runCommand(async () => {
  const { values } = parseOptions(
    {
      email: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string', default: 'en' },
      link: { type: 'boolean', default: false },
      'reset-password': { type: 'boolean', default: false },
    },
    usage,
  );
  const email = administratorEmail(values.email);
  const language = Language.safeParse(values.language);
  if (!language.success) {
    throw new CommandExit(exitCodes.usage, `--language must be en, nl, de or fr, not "${values.language}".`);
  }
  const config = commandConfig();
  const isResettingPassword = values['reset-password'];
  const isAsking = !values.link && !isResettingPassword && Boolean(process.stdin.isTTY);
  // An administrator account is no demo: the demo accounts are not seeded alongside it.
  const composition = await openPortal({ ...config, isDemoMode: false });
  try {
    // No password is asked for an address that has an account: createAdministrator refuses it.
    const isNew = !(await findUserByEmail(composition.deps.database.db, email));
    const password = isAsking && isNew ? await askPassword(email) : null;
    const result = await createAdministrator(composition.deps, {
      email,
      name: values.name,
      language: language.data,
      password,
      isResettingPassword,
    });
    for (const line of result.lines) console.log(line);
    return exitCodes.done;
  } finally {
    await composition.close();
  }
});
