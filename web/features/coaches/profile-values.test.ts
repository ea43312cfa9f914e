import { describe, expect, it } from 'vitest';
import type { CoachProfile } from '@/lib/contract';
import { parseDecimal, profileToValues } from './profile-values';

describe('coach profile form values', () => {
  it('turns a profile into form values, empty values into empty strings', () => {
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
        ahv_number: '756.1234.5678.97',
        iban: null,
        bic: null,
        bank_name: null,
        bank_address: null,
        personnel_id: null,
        abakus_number: null,
        residence_permit: 'B',
        job_percentages: null,
        hours_per_week: 25.5,
        gross_monthly_salary_centimes: 450000,
        replacement_incomes_per_month_centimes: null,
        other_employers: null,
        remarks: null,
        files: [],
      },
      review: { submitted_at: null, approved_at: null, rejection_reason: null, missing_fields: [] },
    } satisfies CoachProfile;
    expect(profileToValues(profile)).toMatchObject({
      firstname: 'Lea',
      phone: '',
      civil_status: '',
      residence_permit: 'B',
      hours_per_week: 25.5,
      gross_monthly_salary_centimes: 450000,
      skills: [{ skill_id: 2, rating: 4 }],
    });
  });

  it('parses decimals as people type them', () => {
    expect(parseDecimal('25,5')).toBe(25.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('viel')).toBeNaN();
  });
});
