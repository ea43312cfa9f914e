/** The SQL and the wrangler command with which `npm run user:create` adds an account to the local or deployed D1. */
import type { Role, UiLanguage } from '../../worker/contract/enums';

export interface NewUser {
  role: Role;
  language: UiLanguage;
  firstname: string;
  lastname: string;
  email: string;
  passwordHash: string;
  /** Unix seconds; the account must choose its own password before then (state `change-password`). */
  passwordExpiresAt: number;
}

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

export const userInsertStatement = (user: NewUser) =>
  'INSERT INTO users (role, language, firstname, lastname, email, password_hash, password_expires_at, state) VALUES (' +
  [user.role, user.language, user.firstname, user.lastname, user.email, user.passwordHash].map(sqlText).join(', ') +
  `, ${Math.floor(user.passwordExpiresAt)}, 'change-password');`;

/** `wrangler d1 execute` of the statement file on the binding `DB`: the deployed database with `remote`. */
export const d1ExecuteArgs = (file: string, remote: boolean) => [
  'd1',
  'execute',
  'DB',
  remote ? '--remote' : '--local',
  '--file',
  file,
  '--yes',
];
