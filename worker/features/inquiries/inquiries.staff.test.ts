import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquiries, inquirySlots, workshops } from '../../db/schema';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { editForm, submitInquiry } from '../../test/inquiries';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let associate: Awaited<ReturnType<typeof createUser>>;
let token: string;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  associate = await createUser({ role: 'associate' });
  token = await sessionFor(associate);
});

describe('inquiry detail, assignment and update', () => {
  it('shows a new inquiry to staff only', async () => {
    const { id } = await submitInquiry(catalogue);
    const { status, body } = await api(`/inquiries/${id}`, { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, state: 'requested', associate: null, validated_at: null, workshops: [] });
    expect(body.data.contact.institute).toBe('Scuola Media Lugano');
    expect((await api(`/inquiries/${id}`)).status).toBe(401);
    expect((await api(`/inquiries/${id}`, { token: await sessionFor(await createUser({ role: 'coach' })) })).status).toBe(403);
    expect((await api(`/inquiries/999999`, { token })).status).toBe(404);
  });

  it('assigns to oneself or another associate, never to a coach', async () => {
    const { id } = await submitInquiry(catalogue);
    const mine = await api(`/inquiries/${id}/assign`, { method: 'POST', token, json: { associate_id: associate.id } });
    expect(mine.body.data.associate).toEqual({ id: associate.id, name: `${associate.firstname} ${associate.lastname}` });
    const colleague = await createUser({ role: 'admin' });
    const theirs = await api(`/inquiries/${id}/assign`, { method: 'POST', token, json: { associate_id: colleague.id } });
    expect(theirs.body.data.associate.id).toBe(colleague.id);
    const coach = await createUser({ role: 'coach' });
    const refused = await api(`/inquiries/${id}/assign`, { method: 'POST', token, json: { associate_id: coach.id } });
    expect([refused.status, refused.body.error.message]).toEqual([422, 'Error on allocating associate']);
  });

  it('lets staff correct a requested inquiry with the form’s rules', async () => {
    const { id } = await submitInquiry(catalogue);
    const form = await editForm(id, token);
    const slots = [{ ...form.slots[0], date: dateIn(45), startTime: '10:00', endTime: '11:30' }];
    const saved = await api(`/inquiries/${id}`, {
      method: 'PUT',
      token,
      json: { ...form, slots, contact: { ...form.contact, institute: 'Scuola Media Besso' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.contact.institute).toBe('Scuola Media Besso');
    const found = async (q: string) =>
      (await api(`/inquiries?per_page=100&q=${encodeURIComponent(q)}`, { token })).body.data.items.map(
        (i: { id: number }) => i.id,
      );
    expect(await found('media bes')).toContain(id);
    expect(await found('Lugano Besso')).not.toContain(id);
    expect(await found('Be')).toContain(id);
    expect(saved.body.data.slots).toEqual([expect.objectContaining({ date: dateIn(45), startTime: '10:00', endTime: '11:30' })]);
    const invalid = await api(`/inquiries/${id}`, {
      method: 'PUT',
      token,
      json: { ...form, slots: [{ ...slots[0], endTime: '09:00' }] },
    });
    expect(invalid.body.error.fields).toEqual([
      expect.objectContaining({ path: 'slots.0.endTime', message: 'end_before_start' }),
    ]);
  });
});

describe('POST /api/inquiries/{id}/validate', () => {
  it('creates one initialized workshop per slot, a series for repeated workshops, and tells the school', async () => {
    const { id, email } = await submitInquiry(catalogue);
    const { status, body } = await api(`/inquiries/${id}/validate`, { method: 'POST', token });
    expect(status).toBe(200);
    expect(body.data.state).toBe('validated');
    expect(body.data.validated_at).toEqual(expect.any(Number));
    expect(body.data.workshops).toHaveLength(3);

    const created = await db.select().from(workshops).where(eq(workshops.inquiryId, id));
    const rights = created.filter((w) => w.offeredWorkshopId === catalogue.rights.id);
    const racism = created.find((w) => w.offeredWorkshopId === catalogue.racism.id)!;
    expect(rights).toHaveLength(2);
    expect(rights[0]!.seriesId).not.toBeNull();
    expect(rights[0]!.seriesId).toBe(rights[1]!.seriesId);
    expect(rights.map((w) => w.type)).toEqual(['series', 'series']);
    expect(racism).toMatchObject({
      seriesId: null,
      type: 'single',
      date: dateIn(22),
      startTime: '13:00',
      endTime: '15:00',
      durationMinutes: 120,
    });
    for (const w of created) {
      expect(w).toMatchObject({
        state: 'initialized',
        language: 'it',
        institute: 'Scuola Media Lugano',
        location: 'Lugano',
        postcode: '6900',
        numberParticipants: 19,
        contactEmail: email,
      });
    }
    expect(rights[0]).toMatchObject({ priceCentimes: 45000, recommendedPriceCentimes: 50000, durationMinutes: 90 });

    const mails = await outboxFor(email);
    expect(mails.map((m) => m.template)).toEqual(['inquiry-received', 'inquiry-validated']);
    expect(mails[1]!.language).toBe('it');

    const again = await api(`/inquiries/${id}/validate`, { method: 'POST', token });
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_transition']);
    expect(await db.select().from(workshops).where(eq(workshops.inquiryId, id))).toHaveLength(3);
  });

  it('leaves a validated inquiry as it was: a complete, valid edit is refused', async () => {
    const { id } = await submitInquiry(catalogue);
    const form = await editForm(id, token);
    await api(`/inquiries/${id}/validate`, { method: 'POST', token });
    const stored = async () => ({
      inquiry: (await db.select().from(inquiries).where(eq(inquiries.id, id)))[0],
      slots: await db.select().from(inquirySlots).where(eq(inquirySlots.inquiryId, id)),
      workshops: await db.select().from(workshops).where(eq(workshops.inquiryId, id)),
    });
    const before = await stored();

    const edit = {
      ...form,
      slots: [{ ...form.slots[0], date: dateIn(45), startTime: '10:00', endTime: '11:30' }],
      contact: { ...form.contact, institute: 'Scuola Media Besso' },
    };
    const { status, body } = await api(`/inquiries/${id}`, { method: 'PUT', token, json: edit });

    expect([status, body.error?.code]).toEqual([409, 'invalid_transition']);
    expect(await stored()).toEqual(before);
    expect(before.slots).toHaveLength(3);
    expect(before.workshops.every((w) => before.slots.some((slot) => slot.id === w.inquirySlotId))).toBe(true);
  });

  it('is refused to coaches and finance', async () => {
    const { id } = await submitInquiry(catalogue);
    for (const role of ['coach', 'finance'] as const) {
      const res = await api(`/inquiries/${id}/validate`, { method: 'POST', token: await sessionFor(await createUser({ role })) });
      expect(res.status).toBe(403);
    }
  });
});
