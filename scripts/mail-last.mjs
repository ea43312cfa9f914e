// Prints the newest mails of the local outbox: `npm run mail:last` (one) or `npm run mail:last -- 5`.
// Reads the local D1 file read-only, so the running `npm start` keeps the only writer (a second writer such as
// `wrangler d1 execute --local` makes the worker's own queries fail with SQLITE_BUSY now and then).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const dir = join('.wrangler', 'state', 'v3', 'd1', 'miniflare-D1DatabaseObject');
const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
if (!file) throw new Error(`No local database under ${dir}: run npm start first`);

const count = Math.max(1, Number(process.argv[2] ?? 1) || 1);
const db = new DatabaseSync(join(dir, file), { readOnly: true });
db.exec('PRAGMA busy_timeout = 5000');
const mails = db
  .prepare('SELECT id, recipient, template, language, status, subject, text_body FROM mail_outbox ORDER BY id DESC LIMIT ?')
  .all(count);
db.close();
for (const mail of mails.reverse()) {
  console.log(
    `#${mail.id} ${mail.template} (${mail.language}, ${mail.status}) to ${mail.recipient}\n${mail.subject}\n\n${mail.text_body}\n`,
  );
}
if (mails.length === 0) console.log('The outbox is empty.');
