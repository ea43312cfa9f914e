import { test as setup } from '@playwright/test';
import { demo, fixtureUsers, sqlText, writeD1 } from './support';

/*
 * Accounts some tests change (password, settings) or fill (unavailabilities, requests), created once before any
 * test runs, so no test writes to the database file beside the worker. They sign in with the demo password.
 */
setup('test accounts', () => {
  const rows = Object.values(fixtureUsers).map(
    (user) =>
      `SELECT ${sqlText(user.role)}, ${sqlText(user.language)}, ${sqlText(user.firstname)}, ${sqlText(user.lastname)}, ${sqlText(user.email)}, password_hash, 'active'
         FROM users WHERE email = ${sqlText(demo.admin)}`,
  );
  writeD1(
    `INSERT OR IGNORE INTO users (role, language, firstname, lastname, email, password_hash, state) ${rows.join(' UNION ALL ')}`,
  );
});
