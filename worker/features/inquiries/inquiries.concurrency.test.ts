import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquiries, inquirySlots, workshopSeries, workshops } from '../../db/schema';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { editForm, submitInquiry } from '../../test/inquiries';
import { atOnce } from '../../test/race';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let token: string;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  token = await sessionFor(await createUser({ role: 'associate' }));
});

describe('POST /api/inquiries/{id}/validate, twice at once', () => {
  it('one validation wins; the other gets 409 and creates no workshop, series or mail', async () => {
    const { id, email } = await submitInquiry(catalogue);
    const validate = () => api(`/inquiries/${id}/validate`, { method: 'POST', token });
    const results = await atOnce(validate, validate);

    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.error.code).toBe('invalid_transition');
    const winner = results.find((r) => r.status === 200)!;
    expect(winner.body.data).toMatchObject({ state: 'validated' });
    expect(winner.body.data.workshops).toHaveLength(3);

    const slots = await db.select().from(inquirySlots).where(eq(inquirySlots.inquiryId, id));
    const created = await db.select().from(workshops).where(eq(workshops.inquiryId, id));
    expect(created.map((w) => w.inquirySlotId).sort()).toEqual(slots.map((s) => s.id).sort());
    expect(await db.select().from(workshopSeries).where(eq(workshopSeries.inquiryId, id))).toHaveLength(1);
    expect((await outboxFor(email)).filter((m) => m.template === 'inquiry-validated')).toHaveLength(1);
    const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(inquiry!.state).toBe('validated');
  });

  it('a validation and an edit at once: the edit of a validated inquiry, or the validation of stale slots, is refused', async () => {
    const { id } = await submitInquiry(catalogue);
    const form = await editForm(id, token);
    const edited = { ...form, slots: [{ ...form.slots[0], date: dateIn(45) }] };
    const slotsBefore = (await db.select().from(inquirySlots).where(eq(inquirySlots.inquiryId, id))).map((s) => s.id);

    const [validated, edit] = await atOnce(
      () => api(`/inquiries/${id}/validate`, { method: 'POST', token }),
      () => api(`/inquiries/${id}`, { method: 'PUT', token, json: edited }),
    );

    // Both read a requested inquiry: whichever writes first wins, the other changes nothing.
    expect([validated.status, edit.status].sort()).toEqual([200, 409]);
    const slots = await db.select().from(inquirySlots).where(eq(inquirySlots.inquiryId, id));
    const created = await db.select().from(workshops).where(eq(workshops.inquiryId, id));
    const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id));
    if (validated.status === 200) {
      expect([edit.body.error.code, inquiry!.state]).toEqual(['invalid_transition', 'validated']);
      expect(slots.map((s) => s.id)).toEqual(slotsBefore);
      expect(created.map((w) => w.inquirySlotId).sort()).toEqual(slotsBefore.sort());
    } else {
      expect([validated.body.error.code, inquiry!.state, created]).toEqual(['conflict', 'requested', []]);
      expect(slots.map((s) => s.date)).toEqual([dateIn(45)]);
    }
  });
});
