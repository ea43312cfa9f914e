/**
 * Every route of the SPA: `path` is the wouter pattern, `href()` builds a link. No hand-built URLs elsewhere.
 */
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

export const paths = {
  home: fixed('/'),
  evaluation: {
    path: '/evaluations/:hash',
    href: (hash: string) => `/evaluations/${encodeURIComponent(hash)}`,
  },
  /** The requester's private link to the submitted inquiry (sent by email). */
  inquiry: {
    path: '/inquiry/:token',
    href: (token: string) => `/inquiry/${encodeURIComponent(token)}`,
  },
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
    inquiries: fixed('/manager/inquiries'),
    coachRequests: fixed('/manager/coach-requests'),
    workshops: fixed('/manager/workshops'),
    upcomingWorkshops: fixed('/manager/workshops/upcoming'),
    invoices: fixed('/manager/invoices'),
    materialOrders: fixed('/manager/material-orders'),
    coaches: fixed('/manager/coaches'),
    masterData: fixed('/manager/masterdata'),
    news: fixed('/manager/news'),
    evaluationsByCoach: fixed('/manager/evaluations/by-coach'),
    evaluations: fixed('/manager/evaluations'),
    statistics: fixed('/manager/statistics'),
    unavailabilities: fixed('/manager/unavailabilities'),
    coachExpenses: fixed('/manager/coach/expenses'),
    financeExpenses: fixed('/manager/finance/expenses'),
    coachFees: fixed('/manager/finance/coach-fees'),
    profile: fixed('/manager/profile'),
    changePassword: fixed('/manager/profile/password'),
    settings: fixed('/manager/settings'),
  },
} as const;

/** Only paths inside the back office may be used as a post-login redirect (no open redirects). */
export const isManagerPath = (path: string): boolean => path === paths.manager.dashboard.path || path.startsWith('/manager/');
