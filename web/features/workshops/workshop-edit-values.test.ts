import { describe, expect, it } from 'vitest';
import { WorkshopUpdateBodySchema } from '@/lib/schemas';
import { centimesToFrancs, francsToCentimes, toUpdateBody, type WorkshopEditFields } from './workshop-edit-values';

const fields: WorkshopEditFields = {
  offered_workshop_id: 1,
  language: 'de',
  date: '2027-01-06',
  start_time: '09:00',
  end_time: '10:30',
  institute: 'Schule',
  street_address: '',
  address_addition: '',
  postcode: '8000',
  location: 'Zürich',
  room: ' ',
  contact_firstname: 'Anna',
  contact_lastname: '',
  contact_email: '',
  contact_phone: '',
  number_participants: '',
  coaches_needed: '2',
  price: '350.50',
  notes: '',
};

describe('workshop edit values', () => {
  it('prices: francs in the form, centimes in the API', () => {
    expect(centimesToFrancs(35000)).toBe('350.00');
    expect(francsToCentimes('350')).toBe(35000);
    expect(francsToCentimes('350,5')).toBe(35050);
    expect(francsToCentimes("1'250.05")).toBe(125005);
    expect(francsToCentimes('12.345')).toBeNaN();
    expect(francsToCentimes('abc')).toBeNaN();
  });

  it('empty optional texts become null; the body passes the shared schema', () => {
    const body = toUpdateBody(fields);
    expect(body).toMatchObject({ price_centimes: 35050, street_address: null, room: null, number_participants: null });
    expect(WorkshopUpdateBodySchema.safeParse(body).success).toBe(true);
  });

  it('the schema reports a bad price, a bad count and an end before the start', () => {
    const result = WorkshopUpdateBodySchema.safeParse(toUpdateBody({ ...fields, price: 'viel', number_participants: 'zwanzig' }));
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['number_participants', 'price_centimes']);
    const times = WorkshopUpdateBodySchema.safeParse(toUpdateBody({ ...fields, end_time: '08:00' }));
    expect(times.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['end_time', 'end_before_start']]);
  });
});
