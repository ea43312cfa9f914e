import { beforeAll, describe, expect, it } from 'vitest';
import { invalidFields, malformedIds } from '../../test/bad-input';
import { api, createUser, sessionFor } from '../../test/factories';

let token: string;
let coach: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  token = await sessionFor(await createUser({ role: 'associate' }));
  coach = await createUser({ role: 'coach' });
});

describe('coach profiles refuse impossible dates and malformed ids', () => {
  it('PUT /profiles: birthdays and civil status dates', async () => {
    const own = await sessionFor(coach);
    const profile = { firstname: 'Marie', lastname: 'Bürgi' };
    for (const birthday of ['0000-01-01', '1899-12-31', '2026-02-30', '1990-13-01', '0000-00-00']) {
      expect(await invalidFields(api('/profiles', { method: 'PUT', token: own, json: { ...profile, birthday } }))).toEqual({
        birthday: 'date_invalid',
      });
    }
    const since = { ...profile, civil_status_since: '2001-02-29' };
    expect(await invalidFields(api('/profiles', { method: 'PUT', token: own, json: since }))).toEqual({
      civil_status_since: 'date_invalid',
    });
    const saved = await api('/profiles', { method: 'PUT', token: own, json: { ...profile, birthday: '1900-01-01' } });
    expect(saved.status).toBe(200);
    for (const skill_id of ['1', 0, 1.5]) {
      const answer = api('/profiles', { method: 'PUT', token: own, json: { ...profile, skills: [{ skill_id, rating: 3 }] } });
      expect(await invalidFields(answer)).toEqual({ 'skills.0.skill_id': expect.any(String) });
    }
    for (const id of malformedIds) {
      expect(await invalidFields(api(`/profiles/${id}`, { token }))).toEqual({ id: 'number_expected' });
    }
  });
});
