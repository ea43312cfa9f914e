import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import { roles as allRoles, type Role } from '@/lib/contract';

export interface MenuEntry {
  id: string;
  label: MessageDescriptor;
  href: string;
  /** Exactly the roles the spec's menu table names. */
  roles: readonly Role[];
  badge?: 'pendingCoachRequests';
  /** Further pages that belong to the entry (highlighted with it) outside its own path. */
  alsoAt?: readonly string[];
}

const staff: readonly Role[] = ['admin', 'associate'];
const m = paths.manager;

/** The back-office menu (spec section 2), in the spec's order. */
export const menuEntries: readonly MenuEntry[] = [
  { id: 'dashboard', label: msg`Dashboard`, href: m.dashboard.path, roles: allRoles },
  { id: 'inquiries', label: msg`Anfragen`, href: m.inquiries.path, roles: staff },
  {
    id: 'coach-requests',
    label: msg`Coach-Anfragen`,
    href: m.coachRequests.path,
    roles: ['coach'],
    badge: 'pendingCoachRequests',
  },
  { id: 'coach-offers', label: msg`Offene Workshops`, href: m.coachOffers.path, roles: ['coach'] },
  { id: 'workshops', label: msg`Workshops`, href: m.workshops.path, roles: staff },
  { id: 'upcoming-workshops', label: msg`Anstehende Workshops`, href: m.upcomingWorkshops.path, roles: ['finance'] },
  {
    id: 'invoices',
    label: msg`Rechnungen`,
    href: m.invoices.path,
    roles: ['finance'],
    alsoAt: [m.bankFiles.path, m.reminders.path, m.journal.path],
  },
  { id: 'material-orders', label: msg`Materialbestellung`, href: m.materialOrders.path, roles: ['coach'] },
  { id: 'coaches', label: msg`Coaches`, href: m.coaches.path, roles: ['admin', 'associate', 'finance'] },
  { id: 'master-data', label: msg`Stammdaten`, href: m.masterData.path, roles: staff, alsoAt: [m.dataImport.path] },
  { id: 'news', label: msg`News`, href: m.news.path, roles: staff },
  { id: 'evaluations-by-coach', label: msg`Evaluationen nach Coach`, href: m.evaluationsByCoach.path, roles: staff },
  { id: 'evaluations', label: msg`Evaluationen`, href: m.evaluations.path, roles: ['coach'] },
  { id: 'statistics', label: msg`Berichte`, href: m.statistics.path, roles: staff },
  { id: 'newsletter', label: msg`Newsletter`, href: m.newsletter.path, roles: ['admin'] },
  { id: 'outbox', label: msg`E-Mail-Ausgang`, href: m.outbox.path, roles: ['admin'] },
  { id: 'jobs', label: msg`Geplante Aufgaben`, href: m.jobs.path, roles: ['admin'] },
  { id: 'audit-log', label: msg`Protokoll`, href: m.auditLog.path, roles: ['admin'] },
  { id: 'unavailabilities', label: msg`Abwesenheiten`, href: m.unavailabilities.path, roles: ['coach'] },
  { id: 'coach-expenses', label: msg`Spesen`, href: m.coachExpenses.path, roles: ['coach'] },
  { id: 'finance-expenses', label: msg`Spesen`, href: m.financeExpenses.path, roles: ['finance'] },
  { id: 'coach-fees', label: msg`Honorare`, href: m.coachFees.path, roles: ['finance'] },
  { id: 'profile', label: msg`Mein Profil`, href: m.profile.path, roles: allRoles },
];

export const menuFor = (role: Role | null | undefined): MenuEntry[] =>
  role ? menuEntries.filter((entry) => entry.roles.includes(role)) : [];

/** The entry to highlight: exact match, else the longest entry path that prefixes the location. */
export function activeEntryId(entries: readonly MenuEntry[], location: string): string | undefined {
  let best: MenuEntry | undefined;
  for (const entry of entries) {
    const matches =
      location === entry.href ||
      (entry.href !== m.dashboard.path && location.startsWith(`${entry.href}/`)) ||
      entry.alsoAt?.includes(location);
    if (matches && (!best || entry.href.length > best.href.length)) best = entry;
  }
  return best?.id;
}
