import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schoolHolidays, workshops } from '../../db/schema';
import { api, db } from '../../test/factories';
import { staffingFixture } from '../../test/staffing';
import { schoolYearOf } from '../staffing-plan/eligibility';

describe('school holidays in the ranking and the staffing section', () => {
  it('names, per date of a series, the holidays of the school’s canton containing it', async () => {
    const { associate, plannedWorkshops } = await staffingFixture();
    const { first, series } = await plannedWorkshops();
    await db
      .update(workshops)
      .set({ postcode: '3011' })
      .where(
        inArray(
          workshops.id,
          series.map((w) => w.id),
        ),
      );
    const second = series[1]!.date;
    const schoolYear = schoolYearOf(second);
    await db.insert(schoolHolidays).values([
      { canton: 'BE', schoolYear, name: 'Herbstferien', fromDate: second, toDate: second },
      // Another canton's holidays on the same day do not count.
      { canton: 'ZH', schoolYear, name: 'Sportferien', fromDate: first.date, toDate: second },
    ]);

    const { status, body } = await api(`/workshops/form-coach-requests?workshop_id=${first.id}`, { token: associate });
    expect(status).toBe(200);
    expect(body.data.workshop.school_holidays).toEqual([
      { date: second, canton: 'BE', name: 'Herbstferien', from_date: second, to_date: second },
    ]);

    const allocations = await api(`/workshops/${first.id}/form-allocations`, { token: associate });
    expect(allocations.body.data.workshop.school_holidays).toEqual(body.data.workshop.school_holidays);

    await db.update(workshops).set({ postcode: null }).where(eq(workshops.id, series[1]!.id));
    const withoutPostcode = await api(`/workshops/form-coach-requests?workshop_id=${first.id}`, { token: associate });
    expect(withoutPostcode.body.data.workshop.school_holidays).toEqual([]);
  });
});
