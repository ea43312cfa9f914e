import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachProfiles, users } from '../../db/schema';
import { invalidFields, malformedIds } from '../../test/bad-input';
import { emulateD1LikeLimit } from '../../test/d1-like-limit';
import { api, createUser, db, sessionFor } from '../../test/factories';

let token: string;
let coach: Awaited<ReturnType<typeof createUser>>;
let restoreD1 = () => {};

/** One word of 60 bytes, then a search of four words and 70 bytes. */
const LONG_EMAIL = `a-very-long-address-for-the-search-${Date.now()}@grundschule.example`;
const NAME = { firstname: 'Marie-Louise Évangéline', lastname: 'Bürgi-Schwarzenbach' };

beforeAll(async () => {
  restoreD1 = emulateD1LikeLimit();
  token = await sessionFor(await createUser({ role: 'associate' }));
  coach = await createUser({ role: 'coach', email: LONG_EMAIL });
  await db.update(users).set(NAME).where(eq(users.id, coach.id));
  await db.insert(coachProfiles).values({ userId: coach.id, location: 'La Chaux-de-Fonds' });
});

afterAll(() => restoreD1());

const found = async (q: string) => {
  const { status, body } = await api(`/coaches?q=${encodeURIComponent(q)}`, { token });
  expect(status).toBe(200);
  return body.data.items.map((item: { id: number }) => item.id);
};

describe('GET /coaches?q of 49+ bytes (one LIKE pattern was over D1’s 50 bytes: 500)', () => {
  it('finds the coach by a long address or by words of name, address and place', async () => {
    expect(await found(LONG_EMAIL)).toEqual([coach.id]);
    expect(await found(`${NAME.firstname} ${NAME.lastname} Chaux-de-Fonds`)).toEqual([coach.id]);
    expect(await found(`${NAME.lastname} Lausanne`)).toEqual([]);
    expect(await found('a%b_c\\')).toEqual([]);
  });

  it('ids and numbers in the query are plain digits', async () => {
    for (const id of malformedIds) {
      expect(await invalidFields(api(`/coaches?language=${id}&subject=${id}&skill=${id}`, { token }))).toEqual({
        language: 'number_expected',
        subject: 'number_expected',
        skill: 'number_expected',
      });
      expect(await invalidFields(api(`/coaches/${id}/resend-invitation`, { method: 'POST', token }))).toEqual({
        id: 'number_expected',
      });
    }
    expect(await invalidFields(api('/coaches?skill=1&min_rating=05', { token }))).toEqual({ min_rating: 'number_expected' });
    expect((await api('/coaches?skill=1&min_rating=5', { token })).status).toBe(200);
  });
});
