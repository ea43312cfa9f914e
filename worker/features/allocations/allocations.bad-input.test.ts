import { beforeAll, describe, expect, it } from 'vitest';
import { invalidFields } from '../../test/bad-input';
import { api, createUser, sessionFor } from '../../test/factories';

let token: string;

beforeAll(async () => {
  token = await sessionFor(await createUser({ role: 'associate' }));
});

const overview = (search: string) => api(`/workshops/allocations?${search}`, { token });

describe('GET /workshops/allocations with bad filters', () => {
  it('an empty or impossible period (an empty `from` threw inside validation: 500)', async () => {
    expect(await invalidFields(overview('from='))).toEqual({ from: 'date_invalid' });
    expect(await invalidFields(overview('to='))).toEqual({ to: 'date_invalid' });
    expect(await invalidFields(overview('from=&to='))).toEqual({ from: 'date_invalid', to: 'date_invalid' });
    expect(await invalidFields(overview('from=2026-02-30&to=0000-00-00'))).toEqual({ from: 'date_invalid', to: 'date_invalid' });
    expect(await invalidFields(overview('from=2030-01-10&to='))).toEqual({ to: 'date_invalid' });
    expect(await invalidFields(overview('from=2030-01-10&to=2030-01-09'))).toEqual({ to: 'end_date_before_start' });
    expect(await invalidFields(overview('from=2030-01-10&to=2031-01-11'))).toEqual({ to: 'range_too_long' });
    expect((await overview('from=2030-01-01')).status).toBe(200);
  });

  it('a malformed coach id', async () => {
    for (const coach of ['0x10', '1e1', '01', '-1', '']) {
      expect(await invalidFields(overview(`coach=${coach}`))).toEqual({ coach: 'number_expected' });
    }
  });
});
