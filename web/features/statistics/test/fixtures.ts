import type { StatisticsReach } from '@contract/statistics/reach.schemas';
import type { StatisticsResponse } from '@contract/statistics/response.schemas';
import type { StatisticsFormData, StatisticsReport, TrainerReport } from '@/lib/contract';

/** A report, its filter choices and a coach's report as the API sends them (hand-made, for the page tests). */
export const report: StatisticsReport = {
  period: { from: '2026-08-01', to: '2027-07-31' },
  inquiries: {
    total: 42,
    by_state: [
      { state: 'validated', count: 30 },
      { state: 'requested', count: 12 },
    ],
  },
  workshops: {
    total: 57,
    by_state: [
      { state: 'to-realize', count: 18 },
      { state: 'done', count: 14 },
      { state: 'invoiced', count: 9 },
      { state: 'invoiceable', count: 6 },
      { state: 'coaches_requested', count: 4 },
      { state: 'initialized', count: 3 },
      { state: 'cancelled', count: 3 },
    ],
  },
  participants: { total: 612, m: 280, f: 290, n: 12, unspecified: 30 },
  by_offered_workshop: [
    { key: 1, label: 'Kinderrechte', workshops: 20, participants: 210 },
    { key: 2, label: 'Medienkompetenz und Fake News im Alltag von Jugendlichen', workshops: 14, participants: 150 },
    { key: 3, label: 'Zivilcourage', workshops: 12, participants: 140 },
    { key: 4, label: 'Demokratie', workshops: 8, participants: 112 },
  ],
  by_language: [
    { key: 'de', label: 'Deutsch', workshops: 30, participants: 320 },
    { key: 'fr', label: 'Französisch', workshops: 15, participants: 180 },
    { key: 'it', label: 'Italienisch', workshops: 6, participants: 70 },
    { key: 'en', label: 'Englisch', workshops: 2, participants: 30 },
    { key: 'es', label: 'Spanisch', workshops: 1, participants: 12 },
  ],
  by_grade: [
    { key: 3, label: 'Zyklus 3', workshops: 20, participants: 230 },
    { key: 5, label: 'Berufsfachschule', workshops: 14, participants: 200 },
    { key: null, label: '', workshops: 20, participants: 182 },
  ],
  by_canton: [
    { key: 'BE', label: 'Bern', workshops: 22, participants: 250 },
    { key: 'ZH', label: 'Zürich', workshops: 12, participants: 130 },
    { key: 'VD', label: 'Waadt', workshops: 8, participants: 90 },
    { key: 'TI', label: 'Tessin', workshops: 6, participants: 70 },
    { key: 'GE', label: 'Genf', workshops: 4, participants: 50 },
    { key: null, label: '', workshops: 2, participants: 22 },
  ],
  by_month: [
    '2026-08',
    '2026-09',
    '2026-10',
    '2026-11',
    '2026-12',
    '2027-01',
    '2027-02',
    '2027-03',
    '2027-04',
    '2027-05',
    '2027-06',
    '2027-07',
  ].map((month, i) => ({ month, workshops: [0, 5, 8, 12, 9, 4, 6, 7, 3, 2, 1, 0][i]! })),
  lead_time: {
    workshops: 30,
    average_days: 41.3,
    median_days: 35,
    buckets: [
      { min_days: 0, max_days: 14, workshops: 3 },
      { min_days: 15, max_days: 30, workshops: 9 },
      { min_days: 31, max_days: 60, workshops: 11 },
      { min_days: 61, max_days: 90, workshops: 4 },
      { min_days: 91, max_days: 180, workshops: 2 },
      { min_days: 181, max_days: null, workshops: 1 },
    ],
  },
  cancellations: {
    total: 3,
    reasons: [
      {
        reason: 'Schulhaus wegen Wasserschaden bis auf Weiteres geschlossen; die Schule meldet sich für einen neuen Termin.',
        count: 1,
      },
      { reason: 'Krankheit', count: 1 },
      { reason: null, count: 1 },
    ],
  },
  coach_workload: [
    { coach_id: 3, firstname: 'Lena', lastname: 'Brunner', workshops: 12, hours: 30 },
    { coach_id: 6, firstname: 'Jonas', lastname: 'Meier', workshops: 9, hours: 22.5 },
    { coach_id: 5, firstname: 'Sophie', lastname: 'Favre', workshops: 5, hours: 12 },
  ],
  evaluations: [
    { kind: 'by_audience', key: 'overall', text: 'Wie hat dir der Workshop insgesamt gefallen?', answers: 312, average: 4.4 },
    { kind: 'by_audience', key: 'learned', text: 'Ich habe etwas Neues gelernt.', answers: 309, average: 4.1 },
    { kind: 'by_coach', key: 'goals_reached', text: 'Die Lernziele wurden erreicht.', answers: 24, average: 4.6 },
  ],
};
export const formData: StatisticsFormData = {
  current_school_year: 2026,
  school_years: [2026, 2025, 2024].map((year) => ({
    year,
    label: `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
    from: `${year}-08-01`,
    to: `${year + 1}-07-31`,
  })),
  offered_workshops: [
    { id: 1, name: 'Kinderrechte' },
    { id: 2, name: 'Medienkompetenz' },
  ],
  languages: ['de', 'fr', 'it', 'en', 'es'],
  grades: [
    { id: 3, name: 'Zyklus 3' },
    { id: 5, name: 'Berufsfachschule' },
  ],
  cantons: ['BE', 'ZH', 'VD', 'TI', 'GE', 'SG', 'AG'],
  coaches: [
    { id: 3, firstname: 'Lena', lastname: 'Brunner' },
    { id: 6, firstname: 'Jonas', lastname: 'Meier' },
  ],
  workshop_states: ['initialized', 'coaches_requested', 'to-realize', 'done', 'invoiceable', 'invoiced', 'cancelled'],
};
export const trainer: TrainerReport = {
  coach: { id: 3, firstname: 'Lena', lastname: 'Brunner' },
  school_years: [
    {
      year: 2026,
      label: '2026/27',
      workshops: 6,
      hours: 15,
      fees_paid_centimes: 108000,
      offered_workshops: [
        { id: 1, name: 'Kinderrechte', workshops: 4 },
        { id: 3, name: 'Zivilcourage', workshops: 2 },
      ],
      evaluations: [
        { kind: 'by_audience', key: 'overall', text: 'Wie hat dir der Workshop insgesamt gefallen?', answers: 80, average: 4.5 },
        { kind: 'by_coach', key: 'goals_reached', text: 'Die Lernziele wurden erreicht.', answers: 6, average: 4.2 },
      ],
    },
    {
      year: 2025,
      label: '2025/26',
      workshops: 14,
      hours: 33.5,
      fees_paid_centimes: 252000,
      offered_workshops: [
        { id: 1, name: 'Kinderrechte', workshops: 10 },
        { id: 2, name: 'Medienkompetenz', workshops: 4 },
      ],
      evaluations: [],
    },
  ],
};

/** The reach of the same workshops as `report` (the splits add up to its bars' participants). */
export const reach: StatisticsReach = {
  period: { from: '2026-08-01', to: '2027-07-31' },
  participants_by_offered_workshop: [
    { key: 1, m: 100, f: 100, n: 4, unspecified: 6 },
    { key: 2, m: 70, f: 72, n: 3, unspecified: 5 },
    { key: 3, m: 60, f: 66, n: 4, unspecified: 10 },
    { key: 4, m: 50, f: 52, n: 1, unspecified: 9 },
  ],
  participants_by_language: [
    { key: 'de', m: 150, f: 150, n: 8, unspecified: 12 },
    { key: 'fr', m: 85, f: 88, n: 2, unspecified: 5 },
    { key: 'it', m: 30, f: 32, n: 1, unspecified: 7 },
    { key: 'en', m: 10, f: 14, n: 1, unspecified: 5 },
    { key: 'es', m: 5, f: 6, n: 0, unspecified: 1 },
  ],
  participants_by_grade: [
    { key: 3, m: 110, f: 110, n: 5, unspecified: 5 },
    { key: 5, m: 95, f: 95, n: 4, unspecified: 6 },
    { key: null, m: 75, f: 85, n: 3, unspecified: 19 },
  ],
  participants_by_canton: [
    { key: 'BE', m: 120, f: 120, n: 5, unspecified: 5 },
    { key: 'ZH', m: 60, f: 62, n: 3, unspecified: 5 },
    { key: 'VD', m: 44, f: 44, n: 1, unspecified: 1 },
    { key: 'TI', m: 30, f: 32, n: 2, unspecified: 6 },
    { key: 'GE', m: 20, f: 22, n: 1, unspecified: 7 },
    { key: null, m: 6, f: 10, n: 0, unspecified: 6 },
  ],
  by_educational_system: [
    { key: 2, label: 'Volksschule', workshops: 30, participants: 330, m: 160, f: 160, n: 5, unspecified: 5 },
    { key: 4, label: 'Sekundarstufe II', workshops: 18, participants: 220, m: 100, f: 105, n: 5, unspecified: 10 },
    { key: null, label: '', workshops: 6, participants: 62, m: 20, f: 25, n: 2, unspecified: 15 },
  ],
  canton_by_offered_workshop: {
    rows: ['BE', 'ZH', 'VD'],
    columns: [
      { key: 1, label: 'Kinderrechte' },
      { key: 3, label: 'Zivilcourage' },
    ],
    cells: [
      { canton: 'BE', key: 1, workshops: 12, participants: 130 },
      { canton: 'BE', key: 3, workshops: 5, participants: 60 },
      { canton: 'ZH', key: 1, workshops: 6, participants: 70 },
      { canton: 'VD', key: 3, workshops: 4, participants: 45 },
    ],
  },
  canton_by_language: {
    rows: ['BE', 'VD', null],
    columns: [
      { key: 'de', label: 'Deutsch' },
      { key: 'fr', label: 'Französisch' },
    ],
    cells: [
      { canton: 'BE', key: 'de', workshops: 18, participants: 200 },
      { canton: 'BE', key: 'fr', workshops: 4, participants: 50 },
      { canton: 'VD', key: 'fr', workshops: 8, participants: 90 },
      { canton: null, key: 'de', workshops: 2, participants: 22 },
    ],
  },
  schools: { reached: 38, first_time: 11, returning: 27, school_year: 2026, lost: 6 },
};

const responseFigures = (
  workshops: number,
  participants: number,
  [sent, used, responses]: [number, number, number],
  [threeSent, answered]: [number, number],
) => ({
  workshops,
  participants,
  class: {
    links_sent: sent,
    links_used: used,
    used_percent: sent === 0 ? null : Math.floor((2000 * used + sent) / (2 * sent)) / 10,
    responses,
    responses_per_participant:
      participants === 0 ? null : Math.floor((200 * responses + participants) / (2 * participants)) / 100,
  },
  three_months: {
    sent: threeSent,
    answered,
    answered_percent: threeSent === 0 ? null : Math.floor((2000 * answered + threeSent) / (2 * threeSent)) / 10,
  },
});

/** The response of the same workshops as `report` (29 held workshops, 612 participants). */
export const response: StatisticsResponse = {
  period: { from: '2026-08-01', to: '2027-07-31' },
  total: responseFigures(29, 612, [24, 18, 410], [12, 9]),
  by_offered_workshop: [
    { key: 1, label: 'Kinderrechte', ...responseFigures(12, 210, [10, 8, 160], [6, 5]) },
    { key: 3, label: 'Zivilcourage', ...responseFigures(9, 252, [8, 6, 150], [4, 3]) },
    { key: 4, label: 'Demokratie', ...responseFigures(8, 150, [6, 4, 100], [2, 1]) },
  ],
  by_canton: [
    { key: 'BE', label: 'Bern', ...responseFigures(18, 400, [16, 12, 280], [8, 6]) },
    { key: 'VD', label: 'Waadt', ...responseFigures(9, 190, [8, 6, 130], [4, 3]) },
    { key: null, label: '', ...responseFigures(2, 22, [0, 0, 0], [0, 0]) },
  ],
  by_language: [
    { key: 'de', label: 'Deutsch', ...responseFigures(20, 420, [17, 13, 300], [9, 7]) },
    { key: 'fr', label: 'Französisch', ...responseFigures(9, 192, [7, 5, 110], [3, 2]) },
  ],
  by_school_year: [
    { school_year: 2024, ...responseFigures(20, 400, [15, 9, 220], [10, 5]) },
    { school_year: 2025, ...responseFigures(25, 520, [20, 14, 330], [11, 7]) },
    { school_year: 2026, ...responseFigures(29, 612, [24, 18, 410], [12, 9]) },
  ],
};

/**
 * The previous school year (2025/26) of `report`, `reach` and `response` under the same filters: fewer workshops,
 * a canton (SG) and an offered workshop (2) only that year, none of the `es` language.
 */
export const previousReport: StatisticsReport = {
  ...report,
  period: { from: '2025-08-01', to: '2026-07-31' },
  inquiries: { total: 40, by_state: [{ state: 'validated', count: 40 }] },
  workshops: {
    total: 50,
    by_state: [
      { state: 'done', count: 44 },
      { state: 'cancelled', count: 6 },
    ],
  },
  participants: { total: 500, m: 240, f: 240, n: 10, unspecified: 10 },
  by_offered_workshop: [
    { key: 1, label: 'Kinderrechte', workshops: 25, participants: 250 },
    { key: 2, label: 'Medienkompetenz', workshops: 19, participants: 250 },
  ],
  by_canton: [
    { key: 'BE', label: 'Bern', workshops: 20, participants: 200 },
    { key: 'SG', label: 'St. Gallen', workshops: 24, participants: 300 },
  ],
  by_month: report.by_month.map((row, index) => ({
    month: `${Number(row.month.slice(0, 4)) - 1}${row.month.slice(4)}`,
    workshops: [1, 4, 6, 10, 9, 3, 5, 6, 3, 2, 1, 0][index]!,
  })),
  cancellations: { total: 6, reasons: [{ reason: 'Krankheit', count: 6 }] },
  evaluations: [
    { kind: 'by_audience', key: 'overall', text: 'Wie hat dir der Workshop insgesamt gefallen?', answers: 280, average: 4.1 },
  ],
};

export const previousReach: StatisticsReach = {
  ...reach,
  period: previousReport.period,
  schools: { reached: 32, first_time: 12, returning: 20, school_year: 2025, lost: 0 },
  canton_by_language: {
    rows: ['BE', 'VD', 'SG'],
    columns: [
      { key: 'de', label: 'Deutsch' },
      { key: 'fr', label: 'Französisch' },
    ],
    cells: [
      { canton: 'BE', key: 'de', workshops: 15, participants: 180 },
      { canton: 'VD', key: 'fr', workshops: 8, participants: 90 },
      { canton: 'SG', key: 'fr', workshops: 3, participants: 30 },
    ],
  },
};

export const previousResponse: StatisticsResponse = {
  ...response,
  period: previousReport.period,
  total: responseFigures(25, 520, [20, 14, 330], [11, 7]),
  by_canton: [{ key: 'SG', label: 'St. Gallen', ...responseFigures(25, 520, [20, 14, 330], [11, 0]) }],
  by_school_year: response.by_school_year.slice(0, 2),
};
