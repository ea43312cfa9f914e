import { beforeAll, describe, expect, it } from 'vitest';
import { invalidFields, malformedIds } from '../../test/bad-input';
import { api, createUser, sessionFor } from '../../test/factories';

let token: string;

beforeAll(async () => {
  token = await sessionFor(await createUser({ role: 'associate' }));
});

describe('staffing refuses malformed ids', () => {
  it('workshop and coach ids in the path, the query and the body', async () => {
    for (const id of malformedIds) {
      expect(await invalidFields(api(`/workshops/form-coach-requests?workshop_id=${id}`, { token }))).toEqual({
        workshop_id: 'number_expected',
      });
      expect(await invalidFields(api(`/workshops/${id}/form-allocations`, { token }))).toEqual({ id: 'number_expected' });
    }
    for (const coach_ids of [['1'], [0], [1.5], [null], 'x']) {
      const answer = api('/workshops/1/coach-requests', { method: 'POST', token, json: { coach_ids } });
      expect(Object.keys(await invalidFields(answer))[0]).toMatch(/^coach_ids/);
    }
  });
});
