import type { DemoRole } from './support';

/** The spec's menu table (section 2), per role, in menu order: German source label and route. */
export const menus: Record<DemoRole, [label: string, href: string][]> = {
  admin: [
    ['Dashboard', '/manager'],
    ['Anfragen', '/manager/inquiries'],
    ['Workshops', '/manager/workshops'],
    ['Coaches', '/manager/coaches'],
    ['Stammdaten', '/manager/masterdata'],
    ['News', '/manager/news'],
    ['Evaluationen nach Coach', '/manager/evaluations/by-coach'],
    ['Berichte', '/manager/statistics'],
    ['E-Mail-Ausgang', '/manager/outbox'],
    ['Geplante Aufgaben', '/manager/jobs'],
    ['Protokoll', '/manager/audit-log'],
    ['Mein Profil', '/manager/profile'],
  ],
  associate: [],
  coach: [
    ['Dashboard', '/manager'],
    ['Coach-Anfragen', '/manager/coach-requests'],
    ['Offene Workshops', '/manager/offers'],
    ['Materialbestellung', '/manager/material-orders'],
    ['Evaluationen', '/manager/evaluations'],
    ['Abwesenheiten', '/manager/unavailabilities'],
    ['Spesen', '/manager/coach/expenses'],
    ['Mein Profil', '/manager/profile'],
  ],
  finance: [
    ['Dashboard', '/manager'],
    ['Anstehende Workshops', '/manager/workshops/upcoming'],
    ['Rechnungen', '/manager/invoices'],
    ['Coaches', '/manager/coaches'],
    ['Spesen', '/manager/finance/expenses'],
    ['Honorare', '/manager/finance/coach-fees'],
    ['Mein Profil', '/manager/profile'],
  ],
};
menus.admin.splice(
  menus.admin.findIndex(([, href]) => href === '/manager/outbox'),
  0,
  ['Newsletter', '/manager/newsletter'],
);
menus.associate = menus.admin.filter(
  ([, href]) => !['/manager/newsletter', '/manager/outbox', '/manager/jobs', '/manager/audit-log'].includes(href),
);
