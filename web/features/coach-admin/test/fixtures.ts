import type { CoachList, CoachListItem, CoachProfile, ManagerBasedata } from '@/lib/contract';

export const basedata: ManagerBasedata = {
  languages: ['de', 'fr', 'it', 'en'],
  currency: 'CHF',
  pending_coach_requests: 0,
  coach_languages: [
    { id: 1, name: 'Deutsch' },
    { id: 2, name: 'Französisch' },
  ],
  coach_subjects: [
    { id: 5, name: 'Kinderrechte' },
    { id: 6, name: 'Flucht und Asyl' },
  ],
  coach_skills: [
    { id: 9, name: 'Moderation' },
    { id: 10, name: 'Theaterpädagogik' },
  ],
  grades: [],
};

export const listItem = (overrides: Partial<CoachListItem> = {}): CoachListItem => ({
  id: 7,
  firstname: 'Lea',
  lastname: 'Meier',
  email: 'lea@example.org',
  language: 'de',
  state: 'active',
  phone: null,
  location: 'Bern',
  languages: ['Deutsch'],
  subjects: ['Kinderrechte'],
  submitted_at: null,
  created_at: 1_767_225_600,
  ...overrides,
});

export const coachList = (items: CoachListItem[]): CoachList => ({
  items,
  total: items.length,
  page: 1,
  per_page: 25,
  counts: { created: 0, 'change-password': 1, incomplete: 2, processing: 1, active: 5, inactive: 0 },
});

const hr: NonNullable<CoachProfile['hr']> = {
  birthday: '1990-05-17',
  nationality: 'Schweiz',
  hometown: 'Bern',
  civil_status: 'married',
  civil_status_since: '2018-06-01',
  ahv_number: '756.••••.••••.97',
  iban: 'CH•• •••• •••• •••• •295 7',
  bic: 'POFICHBEXXX',
  bank_name: 'PostFinance',
  bank_address: null,
  personnel_id: 'P-17',
  abakus_number: null,
  residence_permit: null,
  job_percentages: 'Lehrerin 60 %',
  hours_per_week: 25,
  gross_monthly_salary: '••••••',
  replacement_incomes_per_month: null,
  other_employers: null,
  remarks: null,
  files: [{ kind: 'contract', name: 'vertrag.pdf', size: 120_000, content_type: 'application/pdf' }],
};

/** A profile as finance/admin get it (`view: full`); `coachingView` strips it to what associates get. */
export const fullProfile = (state: CoachProfile['user']['state'] = 'processing'): CoachProfile => ({
  user: { id: 7, firstname: 'Lea', lastname: 'Meier', email: 'lea@example.org', language: 'de', state },
  view: 'full',
  salutation: 1,
  phone: '079 123 45 67',
  street: 'Weg 1',
  postcode: '3000',
  location: 'Bern',
  qualifications: 'Lehrdiplom',
  skills: [{ skill_id: 9, rating: 4 }],
  language_ids: [1],
  subject_ids: [5, 6],
  hr,
  workload: { month_target: null, month_max: null, year_target: null, year_max: null, month_wish: null, year_wish: null },
  review: { submitted_at: 1_780_000_000, approved_at: null, rejection_reason: null, missing_fields: [] },
});

export const coachingView = (profile: CoachProfile): CoachProfile => ({ ...profile, view: 'coaching', hr: null });
