import { describe, expect, it } from 'vitest';
import type { CoachProfile } from '@/lib/contract';
import { changedProfileBody, parseDecimal, profileToValues } from './profile-values';

describe('coach profile form values', () => {
  const profile = {
    user: { id: 7, firstname: 'Lea', lastname: 'Brunner', email: 'lea@example.org', language: 'de', state: 'incomplete' },
    view: 'full',
    salutation: 1,
    phone: null,
    street: 'Seestrasse 1',
    postcode: '6004',
    location: 'Luzern',
    qualifications: null,
    skills: [{ skill_id: 2, rating: 4 }],
    language_ids: [1],
    subject_ids: [],
    hr: {
      birthday: '1990-04-12',
      nationality: null,
      hometown: null,
      civil_status: null,
      civil_status_since: null,
      ahv_number: '756.••••.••••.97',
      iban: null,
      bic: null,
      bank_name: null,
      bank_address: null,
      personnel_id: null,
      abakus_number: null,
      residence_permit: 'B',
      job_percentages: null,
      hours_per_week: 25.5,
      gross_monthly_salary: '••••••',
      replacement_incomes_per_month: null,
      other_employers: null,
      remarks: null,
      files: [],
    },
    workload: { month_target: null, month_max: null, year_target: null, year_max: null, month_wish: null, year_wish: null },
    review: { submitted_at: null, approved_at: null, rejection_reason: null, missing_fields: [] },
  } satisfies CoachProfile;

  it('turns a profile into form values, empty values into empty strings', () => {
    expect(profileToValues(profile)).toMatchObject({
      firstname: 'Lea',
      phone: '',
      civil_status: '',
      residence_permit: 'B',
      hours_per_week: 25.5,
      skills: [{ skill_id: 2, rating: 4 }],
    });
  });

  it('never puts a masked value into a field: sensitive inputs start empty', () => {
    const values = profileToValues(profile);
    expect(values).toMatchObject({ ahv_number: '', iban: '', gross_monthly_salary_centimes: null });
    expect(JSON.stringify(values)).not.toContain('•');
  });

  it('leaves unchanged sensitive fields out of the saved body, so the server keeps them', () => {
    const values = { ...profileToValues(profile), iban: 'CH9300762011623852957', phone: '+41 41 555 12 34' };
    const body = changedProfileBody(values, (field) => field === 'iban' || field === 'phone');
    expect(body).toMatchObject({ iban: 'CH9300762011623852957', phone: '+41 41 555 12 34', firstname: 'Lea' });
    expect(body).not.toHaveProperty('ahv_number');
    expect(body).not.toHaveProperty('gross_monthly_salary_centimes');
    expect(body).not.toHaveProperty('replacement_incomes_per_month_centimes');
  });

  it('parses decimals as people type them', () => {
    expect(parseDecimal('25,5')).toBe(25.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('viel')).toBeNaN();
  });
});
