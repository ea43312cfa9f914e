import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { nowSeconds } from '../../lib/tokens';
import { api, createUser, db, loginAs, sessionFor, TEST_PASSWORD } from '../../test/factories';

describe('PUT /api/users/password', () => {
  it('needs the current password', async () => {
    const token = await sessionFor(await createUser());
    const { status, body } = await api('/users/password', {
      method: 'PUT',
      token,
      json: { old_password: 'not-it', password: 'Another-1', password_confirmation: 'Another-1' },
    });
    expect([status, body.error.code]).toEqual([422, 'old_password_wrong']);
    expect(body.error.fields[0].path).toBe('old_password');
  });

  it('checks the confirmation', async () => {
    const token = await sessionFor(await createUser());
    const { body } = await api('/users/password', {
      method: 'PUT',
      token,
      json: { old_password: TEST_PASSWORD, password: 'Another-1', password_confirmation: 'Another-2' },
    });
    expect(body.error.fields).toEqual([
      expect.objectContaining({ path: 'password_confirmation', message: 'passwords_must_match' }),
    ]);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createUser();
    const current = await sessionFor(user);
    const other = await sessionFor(user);
    const { status, body } = await api('/users/password', {
      method: 'PUT',
      token: current,
      json: { old_password: TEST_PASSWORD, password: 'Another-1', password_confirmation: 'Another-1' },
    });
    expect(status).toBe(200);
    expect(body.data.user.id).toBe(user.id);
    expect((await api('/user', { token: current })).status).toBe(200);
    expect((await api('/user', { token: other })).status).toBe(401);
    await expect(loginAs(user, 'Another-1')).resolves.toBeTypeOf('string');
  });

  it('a user with a temporary password may only change it; then staff become active', async () => {
    const user = await createUser({ role: 'finance', state: 'change-password', passwordExpiresAt: nowSeconds() + 3600 });
    const token = await sessionFor(user);
    const blocked = await api('/users/settings', { token });
    expect([blocked.status, blocked.body.error.code]).toEqual([403, 'password_change_required']);
    const { body } = await api('/users/password', {
      method: 'PUT',
      token,
      json: { old_password: TEST_PASSWORD, password: 'My-own-pass', password_confirmation: 'My-own-pass' },
    });
    expect(body.data.user.state).toBe('active');
    expect((await api('/users/settings', { token })).status).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordExpiresAt).toBeNull();
  });

  it('a coach with a temporary password goes on to incomplete', async () => {
    const user = await createUser({ role: 'coach', state: 'change-password', passwordExpiresAt: nowSeconds() + 3600 });
    const token = await sessionFor(user);
    const { body } = await api('/users/password', {
      method: 'PUT',
      token,
      json: { old_password: TEST_PASSWORD, password: 'My-own-pass', password_confirmation: 'My-own-pass' },
    });
    expect(body.data.user.state).toBe('incomplete');
  });

  it('needs a session', async () => {
    const res = await api('/users/password', {
      method: 'PUT',
      json: { old_password: 'a', password: 'abcdef', password_confirmation: 'abcdef' },
    });
    expect(res.status).toBe(401);
  });
});

describe('language and settings', () => {
  it('PUT /api/users/settings/language saves the language and returns the user', async () => {
    const user = await createUser();
    const token = await sessionFor(user);
    const { status, body } = await api('/users/settings/language', { method: 'PUT', token, json: { language: 'it' } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: user.id, language: 'it' });
    expect((await api('/user', { token })).body.data.language).toBe('it');
    const bad = await api('/users/settings/language', { method: 'PUT', token, json: { language: 'xx' } });
    expect(bad.status).toBe(422);
  });

  it('GET /api/users/settings gives defaults and PUT changes only what is sent', async () => {
    const token = await sessionFor(await createUser({ language: 'fr' }));
    const initial = await api('/users/settings', { token });
    expect(initial.body.data).toEqual({
      language: 'fr',
      color_scheme: 'system',
      notifications: { coachRequests: true, reminders: true, news: true, inquiries: true, profileChanges: true },
    });
    const saved = await api('/users/settings', {
      method: 'PUT',
      token,
      json: { color_scheme: 'dark', notifications: { news: false } },
    });
    expect(saved.body.data).toEqual({
      language: 'fr',
      color_scheme: 'dark',
      notifications: { coachRequests: true, reminders: true, news: false, inquiries: true, profileChanges: true },
    });
    expect((await api('/users/settings', { token })).body.data).toEqual(saved.body.data);
    expect((await api('/users/settings')).status).toBe(401);
  });
});
