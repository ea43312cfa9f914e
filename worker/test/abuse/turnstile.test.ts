import { describe, expect, it, vi } from 'vitest';
import { useBindings } from '../bindings';
import { api, createUser, outboxFor } from '../factories';

/** Turnstile on the anonymous writes a bot would abuse; sign-in and the public inquiry have their own tests. */
describe('bot check (Turnstile) on "forgot password"', () => {
  const forgot = (email: string, turnstile_token?: string) =>
    api('/password/create', { method: 'POST', json: { email, turnstile_token }, ip: '192.0.2.44' });

  it('is skipped when not configured (development)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = await createUser();
    expect((await forgot(user.email)).status).toBe(200);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await outboxFor(user.email)).toHaveLength(1);
  });

  it('verifies the token with Cloudflare when TURNSTILE_SECRET is set; a refused or missing token sends no mail', async () => {
    useBindings({ TURNSTILE_SECRET: 'secret-key', TURNSTILE_SITE_KEY: 'site-key' });
    const user = await createUser();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => Response.json({ success: false }))
      .mockImplementationOnce(async () => Response.json({ success: true }));

    const refused = await forgot(user.email, 'bad');
    expect([refused.status, refused.body.error.code]).toEqual([400, 'bot_check_failed']);
    const missing = await forgot(user.email);
    expect([missing.status, missing.body.error.code]).toEqual([400, 'bot_check_failed']);
    expect(await outboxFor(user.email)).toHaveLength(0);

    const ok = await forgot(user.email, 'good');
    expect(ok.status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const form = fetchSpy.mock.calls[1]![1]!.body as FormData;
    expect([form.get('secret'), form.get('response'), form.get('remoteip')]).toEqual(['secret-key', 'good', '192.0.2.44']);
    expect(await outboxFor(user.email)).toHaveLength(1);
  });
});
