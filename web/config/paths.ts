/**
 * Every route of the SPA: `path` is the wouter pattern, `href()` builds a link. No hand-built URLs elsewhere.
 */
const fixed = <P extends string>(path: P) => ({ path, href: () => path });
/** A list page whose filters live in the query string (`search` without the leading `?`). */
const list = <P extends string>(path: P) => ({ path, href: (search = '') => (search ? `${path}?${search}` : path) });
const byId = <P extends string>(path: P) => ({
  path,
  href: (id: number | string) => path.replace(':id', encodeURIComponent(String(id))),
});

export const paths = {
  home: fixed('/'),
  evaluation: {
    path: '/evaluations/:hash',
    href: (hash: string) => `/evaluations/${encodeURIComponent(hash)}`,
  },
  /** The printable page with the audience link's QR code, for the classroom. */
  evaluationPrint: {
    path: '/evaluations/:hash/print',
    href: (hash: string) => `/evaluations/${encodeURIComponent(hash)}/print`,
  },
  /** The requester's private link to the submitted inquiry (sent by email). */
  inquiry: {
    path: '/inquiry/:token',
    href: (token: string) => `/inquiry/${encodeURIComponent(token)}`,
  },
  /** The link of a reminder mail to the school: what is owed, and the reminder's PDF (no sign-in; signed, expires). */
  reminder: {
    path: '/reminder/:token',
    href: (token: string) => `/reminder/${encodeURIComponent(token)}`,
  },
  /** A coach's answer link from the coach request mail (no sign-in; the token is signed and expires). */
  coachRequest: {
    path: '/coach-request/:token',
    href: (token: string) => `/coach-request/${encodeURIComponent(token)}`,
  },
  /** The double opt-in link of the newsletter confirmation mail (no sign-in). */
  newsletterConfirm: {
    path: '/newsletter/confirm/:token',
    href: (token: string) => `/newsletter/confirm/${encodeURIComponent(token)}`,
  },
  /** The unsubscribe link in every newsletter (no sign-in). */
  newsletterUnsubscribe: {
    path: '/newsletter/unsubscribe/:token',
    href: (token: string) => `/newsletter/unsubscribe/${encodeURIComponent(token)}`,
  },
  /** The general terms in force, in the visitor's language. */
  generalTerms: fixed('/general-terms'),
  login: fixed('/login'),
  passwordReset: {
    path: '/password-reset/:token',
    href: (token: string) => `/password-reset/${encodeURIComponent(token)}`,
  },
  /** `/de`, `/fr`, `/it`, `/en`: switch the language, then go to `/`. */
  language: { href: (language: string) => `/${language}` },
  manager: {
    /** Matches /manager and everything below it. */
    all: '/manager/*?',
    dashboard: fixed('/manager'),
    inquiries: list('/manager/inquiries'),
    inquiry: byId('/manager/inquiries/:id'),
    coachRequests: fixed('/manager/coach-requests'),
    /** Unstaffed workshops a coach may offer to give (coach). */
    coachOffers: fixed('/manager/offers'),
    workshops: list('/manager/workshops'),
    upcomingWorkshops: list('/manager/workshops/upcoming'),
    /** Which coach gives which workshop in a period (staff). */
    allocations: list('/manager/workshops/allocations'),
    /** The proposed coaches for a month's unstaffed workshops; all requests sent at once (staff). */
    staffingPlan: list('/manager/workshops/staffing-plan'),
    /** The workshop list filtered to one series. */
    workshopSeries: { href: (seriesId: number) => `/manager/workshops?series=${seriesId}` },
    workshop: byId('/manager/workshops/:id'),
    workshopEdit: byId('/manager/workshops/:id/edit'),
    invoices: list('/manager/invoices'),
    bankFiles: fixed('/manager/invoices/bank-files'),
    /** The booking journal for the accounting system, its export and accounts (finance). */
    journal: fixed('/manager/invoices/journal'),
    reminders: fixed('/manager/invoices/reminders'),
    materialOrders: fixed('/manager/material-orders'),
    coaches: list('/manager/coaches'),
    coach: byId('/manager/coaches/:id'),
    masterData: fixed('/manager/masterdata'),
    /** One kind of master data: offered workshops, materials, associates, lists, terms, organisation. */
    masterDataSection: {
      path: '/manager/masterdata/:section',
      href: (section: string) => `/manager/masterdata/${encodeURIComponent(section)}`,
    },
    /** Admin: coaches, past workshops or materials from a CSV or XLSX file (checked first, then imported). */
    dataImport: fixed('/manager/master-data/import'),
    news: fixed('/manager/news'),
    evaluationsByCoach: fixed('/manager/evaluations/by-coach'),
    /** Staff: responses of the classes and the teachers (3 months later), per workshop and per offered workshop. */
    evaluationsByAudience: fixed('/manager/evaluations/by-audience'),
    /** Staff: the coaches' evaluations waiting for validation. */
    evaluationsToValidate: fixed('/manager/evaluations/to-validate'),
    /** Coaches: their own evaluations. */
    evaluations: fixed('/manager/evaluations'),
    /** One by-coach evaluation: the coach fills it, staff read and validate it. */
    evaluation: byId('/manager/evaluations/:id'),
    statistics: fixed('/manager/statistics'),
    /** One coach's report per school year (staff; a coach their own). */
    trainerReport: byId('/manager/statistics/trainer/:id'),
    /** The annual report of a school year: free texts per section, PDF and XLSX (staff; decision 065). */
    annualReport: fixed('/manager/statistics/annual-report'),
    unavailabilities: fixed('/manager/unavailabilities'),
    coachExpenses: fixed('/manager/coach/expenses'),
    financeExpenses: fixed('/manager/finance/expenses'),
    coachFees: fixed('/manager/finance/coach-fees'),
    /** Payout runs: what is due per coach for a month, statements and the bank's payment file (finance). */
    payouts: fixed('/manager/finance/payouts'),
    profile: fixed('/manager/profile'),
    changePassword: fixed('/manager/profile/password'),
    /** Staff: two-factor sign-in (set up, recovery codes, turn off); also the forced set-up when required. */
    twoFactor: fixed('/manager/profile/two-factor'),
    settings: fixed('/manager/settings'),
    outbox: list('/manager/outbox'),
    jobs: list('/manager/jobs'),
    /** Admin: who saw or changed what, when (filters in the query string). */
    auditLog: list('/manager/audit-log'),
    /** Admin: newsletters, their send log, and the subscribers (list filters in the query string). */
    newsletter: list('/manager/newsletter'),
  },
} as const;

/** Only paths inside the back office may be used as a post-login redirect (no open redirects). */
export const isManagerPath = (path: string): boolean => path === paths.manager.dashboard.path || path.startsWith('/manager/');
