import { dateIn, type seedCatalogue } from './catalogue';
import { api } from './factories';

type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;
let n = 0;

/** Sends a public inquiry: two slots of the children's-rights workshop and one of the other. */
export async function submitInquiry(catalogue: Catalogue, overrides: Record<string, unknown> = {}) {
  const email = `teacher${++n}-${Date.now()}@school.test`;
  const { status, body } = await api('/inquiries', {
    method: 'POST',
    json: {
      slots: [
        { uid: 'a', workshopId: catalogue.rights.id, date: dateIn(20), startTime: '08:00', endTime: '09:30' },
        { uid: 'b', workshopId: catalogue.rights.id, date: dateIn(27), startTime: '08:00', endTime: '09:30' },
        { uid: 'c', workshopId: catalogue.racism.id, date: dateIn(22), startTime: '13:00', endTime: '15:00' },
      ],
      contact: {
        gender: 3,
        firstname: 'Noa',
        lastname: 'Rossi',
        phone: '091 123 45 67',
        email,
        institute: 'Scuola Media Lugano',
        streetAddress: 'Via Lucino 3',
        postcode: '6900',
        location: 'Lugano',
      },
      knowledge: { grade: catalogue.grade.id, class: '3A', numberParticipantsTotal: 19 },
      termsAccepted: true,
      language: 'it',
      ...overrides,
    },
  });
  if (status !== 201) throw new Error(`inquiry not created: ${status} ${JSON.stringify(body)}`);
  return { id: body.data.id as number, email };
}

/** The staff edit form of an inquiry as `GET inquiries/{id}` shows it: what `PUT inquiries/{id}` takes back. */
export async function editForm(
  id: number,
  token: string,
): Promise<Record<string, unknown> & { slots: object[]; contact: object }> {
  const { status, body } = await api(`/inquiries/${id}`, { token });
  if (status !== 200) throw new Error(`inquiry not found: ${status} ${JSON.stringify(body)}`);
  const {
    termsAccepted: _t,
    id: _i,
    state: _s,
    created_at: _c,
    associate: _a,
    validated_at: _v,
    accepted_terms: _at,
    workshops: _w,
    ...form
  } = body.data;
  return form;
}
