/**
 * `npm run user:create -- --email a@b.ch --firstname Anna --lastname Muster --role admin [--remote] [--dry-run]`
 * Creates a staff account with a random temporary password (valid 48 hours, state change-password) and prints it.
 * Used to bootstrap the first admin of a deployment (production is never seeded); `--remote` targets the
 * deployed D1 (`wrangler d1 execute DB --remote`), otherwise the local one. `--dry-run` prints the wrangler command and
 * the SQL instead of running them.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { roles, uiLanguages, type Role, type UiLanguage } from '../worker/contract/enums';
import { hashPassword } from '../worker/lib/password';
import { d1ExecuteArgs, userInsertStatement } from './lib/user-insert';
import { runWrangler } from './lib/wrangler';

const TEMPORARY_PASSWORD_HOURS = 48;

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    language: { type: 'string', default: 'de' },
    remote: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail('--email with a valid address is required');
if (!values.firstname || !values.lastname) fail('--firstname and --lastname are required');
if (!roles.includes(values.role as Role)) fail(`--role must be one of ${roles.join(', ')}`);
if (!uiLanguages.includes(values.language as UiLanguage)) fail(`--language must be one of ${uiLanguages.join(', ')}`);

const password = randomBytes(12).toString('base64url');
const statement = userInsertStatement({
  role: values.role as Role,
  language: values.language as UiLanguage,
  firstname: values.firstname,
  lastname: values.lastname,
  email,
  passwordHash: await hashPassword(password),
  passwordExpiresAt: Date.now() / 1000 + TEMPORARY_PASSWORD_HOURS * 3600,
});

const file = join(tmpdir(), `create-user-${process.pid}.sql`);
writeFileSync(file, statement);
const args = d1ExecuteArgs(file, values.remote);
if (values['dry-run']) {
  console.log(`Would run: npx wrangler ${args.join(' ')}\n${statement}`);
  process.exit(0);
}
if (runWrangler(args).status !== 0) fail('Creating the user failed (does the email exist already?)');
console.log(
  `\nCreated ${values.role} ${email}. Temporary password (valid ${TEMPORARY_PASSWORD_HOURS} h, to be changed at first login):\n  ${password}\n`,
);
