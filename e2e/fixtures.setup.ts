import { test as setup } from '@playwright/test';
import { demo, fixtureUsers, queryD1, sqlText } from './support';

/*
 * Accounts some tests change (password, settings) or fill (unavailabilities), created once before any test runs:
 * writing to the local D1 through wrangler's CLI while the worker serves other tests can lock the database and
 * make those requests fail (SQLITE_BUSY). They sign in with the demo password.
 */
setup('test accounts', () => {
  const rows = Object.values(fixtureUsers).map(
    (user) =>
      `SELECT ${sqlText(user.role)}, 'de', ${sqlText(user.firstname)}, ${sqlText(user.lastname)}, ${sqlText(user.email)}, password_hash, 'active'
         FROM users WHERE email = ${sqlText(demo.admin)}`,
  );
  queryD1(
    `INSERT OR IGNORE INTO users (role, language, firstname, lastname, email, password_hash, state) ${rows.join(' UNION ALL ')}`,
  );
});
