import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { api, CHEAP_TEST_PASSWORD_HASH, createUser, db, loginAs, outboxFor, TEST_PASSWORD } from '../../test/factories';
import { FAILED_LOGINS_WARNING_AT } from './failed-logins';

const attempt = (email: string, password: string, userAgent = 'Mozilla/5.0 (X11; Linux) Firefox/140.0') =>
  api('/login', { method: 'POST', json: { email, password }, headers: { 'User-Agent': userAgent }, ip: '198.51.100.23' });

const countOf = async (id: number) =>
  (await db.select({ count: users.failedLoginCount }).from(users).where(eq(users.id, id)))[0]!.count;

// Each attempt verifies a password hash (~100 ms of CPU on a shared machine).
const SLOW = 30_000;

describe('repeated failed sign-ins', () => {
  it(
    'counts each failure and mails the owner once, at the fifth, saying when, from where and what to do',
    async () => {
      const user = await createUser({ language: 'fr', passwordHash: CHEAP_TEST_PASSWORD_HASH });
      for (let i = 1; i <= FAILED_LOGINS_WARNING_AT + 3; i++) {
        const answer = await attempt(user.email, `wrong-${i}`);
        // The answer never changes: an attacker learns nothing from the warning.
        expect([answer.status, answer.body.error.code]).toEqual([401, 'wrong_credentials']);
        expect(await countOf(user.id)).toBe(i);
        expect(await outboxFor(user.email)).toHaveLength(i < FAILED_LOGINS_WARNING_AT ? 0 : 1);
      }
      const [mail] = await outboxFor(user.email);
      expect(mail!.template).toBe('failed-logins');
      expect(mail!.carriesSecret).toBe(false);
      expect(mail!.subject).toBe('Échecs de connexion à votre compte');
      expect(mail!.textBody).toContain('5 fois de suite');
      expect(mail!.textBody).toContain('198.51.100.23, Mozilla/5.0 (X11; Linux) Firefox/140.0');
      expect(mail!.textBody).toContain('/fr/login');
      expect(mail!.textBody).not.toContain('wrong-');
      expect(mail!.htmlBody).not.toContain('wrong-');
      const audited = await db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id));
      expect(audited.filter((row) => row.action === 'auth.login_failed')).toHaveLength(FAILED_LOGINS_WARNING_AT + 3);
    },
    SLOW,
  );

  it(
    'a successful sign-in ends the streak: the next five failures warn again',
    async () => {
      const user = await createUser({ passwordHash: CHEAP_TEST_PASSWORD_HASH });
      for (let i = 0; i < FAILED_LOGINS_WARNING_AT; i++) await attempt(user.email, 'wrong');
      expect(await outboxFor(user.email)).toHaveLength(1);
      await loginAs(user, TEST_PASSWORD);
      expect(await countOf(user.id)).toBe(0);
      for (let i = 0; i < FAILED_LOGINS_WARNING_AT - 1; i++) await attempt(user.email, 'wrong');
      expect(await outboxFor(user.email)).toHaveLength(1);
      await attempt(user.email, 'wrong');
      expect(await outboxFor(user.email)).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'concurrent failures send the warning once',
    async () => {
      const user = await createUser({ passwordHash: CHEAP_TEST_PASSWORD_HASH });
      await db
        .update(users)
        .set({ failedLoginCount: FAILED_LOGINS_WARNING_AT - 3 })
        .where(eq(users.id, user.id));
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          api('/login', { method: 'POST', json: { email: user.email, password: 'wrong' }, ip: `192.0.2.${100 + i}` }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(401));
      expect(await countOf(user.id)).toBe(FAILED_LOGINS_WARNING_AT + 3);
      expect(await outboxFor(user.email)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'writes nothing for an unknown address, and answers exactly as for a known one',
    async () => {
      const known = await createUser({ passwordHash: CHEAP_TEST_PASSWORD_HASH });
      const unknownEmail = `nobody-${Date.now()}@example.test`;
      for (let i = 0; i < FAILED_LOGINS_WARNING_AT + 1; i++) {
        const a = await attempt(unknownEmail, 'wrong');
        const b = await attempt(known.email, 'wrong');
        // Exactly alike but for the request's own id.
        expect({ ...a.body.error, request_id: 'x' }).toEqual({ ...b.body.error, request_id: 'x' });
        expect(a.status).toBe(b.status);
      }
      expect(await outboxFor(unknownEmail)).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'does not warn an inactive account (it cannot sign in anyway)',
    async () => {
      const user = await createUser({ state: 'inactive', passwordHash: CHEAP_TEST_PASSWORD_HASH });
      for (let i = 0; i < FAILED_LOGINS_WARNING_AT; i++) await attempt(user.email, 'wrong');
      expect(await countOf(user.id)).toBe(FAILED_LOGINS_WARNING_AT);
      expect(await outboxFor(user.email)).toHaveLength(0);
    },
    SLOW,
  );
});
