import type { WorkshopDetail } from '@/lib/contract';

/** One workshop of a series, as in lists and the detail's series. */
export const summary = (id: number, date: string, state: WorkshopDetail['state'] = 'initialized') => ({
  id,
  state,
  type: 'series' as const,
  language: 'de' as const,
  date,
  start_time: '08:00',
  end_time: '10:00',
  series_id: 9,
  institute: 'Schule Musterhausen',
  location: 'Zürich',
  cancellation_reason: null,
});

/** The first workshop of a series of three, nobody placed yet. */
export const workshop: WorkshopDetail = {
  ...summary(101, '2030-03-04'),
  title: 'Kinderrechte',
  offered_workshop_id: 11,
  inquiry_id: 42,
  price_centimes: 25000,
  coaches_needed: 1,
  coaches: [],
  duration_minutes: 120,
  street_address: 'Weg 1',
  address_addition: null,
  postcode: '8000',
  room: null,
  contact_firstname: 'Anna',
  contact_lastname: 'Muster',
  contact_email: 'anna@schule.ch',
  contact_phone: null,
  number_participants: 20,
  recommended_price_centimes: 40000,
  notes: null,
  duplicated_from_id: null,
  inquiry: { id: 42, state: 'validated', institute: 'Schule Musterhausen' },
  series: [summary(101, '2030-03-04'), summary(102, '2030-03-11'), summary(103, '2030-03-18')],
  coach_requests: [],
  material_orders: [],
  fees: [],
  evaluations: [],
};
