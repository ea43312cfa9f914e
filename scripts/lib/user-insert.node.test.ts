import { describe, expect, it } from 'vitest';
import { migratedDatabase } from './sqlite-migrations';
import { d1ExecuteArgs, userInsertStatement } from './user-insert';

const user = {
  role: 'admin',
  language: 'fr',
  firstname: 'Anne',
  lastname: "O'Brien",
  email: "anne.o'brien@workshops.ch",
  passwordHash: '$scrypt$v=1$ln=15,r=8,p=3$c2FsdA==$aGFzaA==',
  passwordExpiresAt: 1_800_000_000.7,
} as const;

describe('npm run user:create', () => {
  it('inserts an account that must choose its password into the migrated schema, quotes included', () => {
    const db = migratedDatabase();
    db.exec(userInsertStatement(user));
    expect(
      db.prepare('SELECT role, language, firstname, lastname, email, password_hash, password_expires_at, state FROM users').all(),
    ).toEqual([
      {
        role: 'admin',
        language: 'fr',
        firstname: 'Anne',
        lastname: "O'Brien",
        email: "anne.o'brien@workshops.ch",
        password_hash: user.passwordHash,
        password_expires_at: 1_800_000_000,
        state: 'change-password',
      },
    ]);
  });

  it('runs the statement file with wrangler on the deployed D1 with --remote, on the local one without', () => {
    expect(d1ExecuteArgs('/tmp/user.sql', true)).toEqual(['d1', 'execute', 'DB', '--remote', '--file', '/tmp/user.sql', '--yes']);
    expect(d1ExecuteArgs('/tmp/user.sql', false)).toContain('--local');
  });
});
