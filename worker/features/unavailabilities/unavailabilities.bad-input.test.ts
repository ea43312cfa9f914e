import { beforeAll, describe, expect, it } from 'vitest';
import { invalidFields, malformedIds } from '../../test/bad-input';
import { api, createUser, sessionFor } from '../../test/factories';

let coach: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  coach = await createUser({ role: 'coach' });
});

describe('unavailabilities refuse impossible dates and malformed ids', () => {
  it('unavailabilities and holidays', async () => {
    const own = await sessionFor(coach);
    const base = `/coaches/${coach.id}`;
    for (const date of ['9999-12-31', '2201-01-01', '2030-02-30', '2030-00-10', '0000-00-00']) {
      const blocked = api(`${base}/unavailabilities`, { method: 'POST', token: own, json: { kind: 'blocked_day', date } });
      expect(await invalidFields(blocked)).toEqual({ date: 'date_invalid' });
      const holiday = api(`${base}/holidays`, { method: 'POST', token: own, json: { from_date: '2030-01-01', to_date: date } });
      expect(await invalidFields(holiday)).toEqual({ to_date: 'date_invalid' });
    }
    for (const id of malformedIds) {
      expect(await invalidFields(api(`/coaches/${id}/unavailabilities`, { token: own }))).toEqual({ id: 'number_expected' });
      expect(await invalidFields(api(`${base}/holidays/${id}`, { method: 'DELETE', token: own }))).toEqual({
        id: 'number_expected',
      });
    }
  });
});
