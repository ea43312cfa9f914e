import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingScreen } from '@/components/loading-screen';
import { isManagerPath, paths } from '@/config/paths';
import { languagePathPattern } from '@/lib/language';
import { lazyPage } from '@/lib/lazy';
import { GuestOnly, RequireAuth } from './guards';
import { LanguageRoute } from './language-route';
import { LoginLayout } from './layouts/login-layout';
import { PublicLayout } from './layouts/public-layout';
import { HomePage, homeFormFallback } from './pages/home-page';

const InquiryPage = lazyPage(() => import('@/features/inquiries/pages/inquiry-create-page'), 'inquiry-create-page');
const InquiryViewPage = lazyPage(() => import('@/features/inquiries/pages/inquiry-view-page'), 'inquiry-view-page');
const GeneralTermsPage = lazyPage(() => import('@/features/master-data/pages/general-terms-page'), 'general-terms-page');
const EvaluationPage = lazyPage(() => import('@/features/evaluations/pages/public-evaluation-page'), 'public-evaluation-page');
const EvaluationPrintPage = lazyPage(() => import('@/features/evaluations/pages/evaluation-print-page'), 'evaluation-print-page');
const CoachRequestLinkPage = lazyPage(
  () => import('@/features/coach-requests/pages/coach-request-link-page'),
  'coach-request-link-page',
);
const ReminderLinkPage = lazyPage(() => import('@/features/invoices/pages/reminder-link-page'), 'reminder-link-page');
const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'login-page');
const PasswordResetPage = lazyPage(() => import('@/features/auth/pages/password-reset-page'), 'password-reset-page');
const NewsletterConfirmPage = lazyPage(
  () => import('@/features/newsletter/pages/newsletter-confirm-page'),
  'newsletter-confirm-page',
);
const NewsletterUnsubscribePage = lazyPage(
  () => import('@/features/newsletter/pages/newsletter-unsubscribe-page'),
  'newsletter-unsubscribe-page',
);
const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'not-found-page');
const ManagerShell = lazyPage(() => import('./manager/manager-shell'), 'manager-shell');

// The second argument names the page's translation catalog: its module's file name (checked by `npm run check:size`).
/** Each page by route pattern: the app's start loads the page of the address before its first render (bootstrap.ts). */
const pagesByRoute: [string, { preload: () => Promise<void> }][] = [
  [paths.home.path, InquiryPage],
  [paths.inquiry.path, InquiryViewPage],
  [paths.generalTerms.path, GeneralTermsPage],
  [paths.evaluation.path, EvaluationPage],
  [paths.evaluationPrint.path, EvaluationPrintPage],
  [paths.coachRequest.path, CoachRequestLinkPage],
  [paths.reminder.path, ReminderLinkPage],
  [paths.newsletterConfirm.path, NewsletterConfirmPage],
  [paths.newsletterUnsubscribe.path, NewsletterUnsubscribePage],
  [paths.login.path, LoginPage],
  [paths.passwordReset.path, PasswordResetPage],
];

const routeMatches = (pattern: string, pathname: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`).test(pathname);

/**
 * Loads the page of `pathname` (its chunk and catalog) so that the first render draws it, not a placeholder: on `/`
 * the prerendered page stays as it is until the app draws the same. A failed load is left to the page's own render.
 */
export function preloadPageOf(pathname: string, signedIn: boolean): Promise<void> {
  const page = isManagerPath(pathname)
    ? signedIn
      ? ManagerShell
      : undefined
    : pagesByRoute.find(([pattern]) => routeMatches(pattern, pathname))?.[1];
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

const lazily = (page: ReactNode, fallbackClassName = 'min-h-[50svh]') => (
  <Suspense fallback={<LoadingScreen className={fallbackClassName} />}>{page}</Suspense>
);

export function AppRouter() {
  return (
    <Switch>
      <Route path={languagePathPattern}>
        <LanguageRoute />
      </Route>

      <Route path={paths.home.path}>
        {/* The long form replaces a full-height placeholder: the footer never jumps (no layout shift). */}
        <HomePage
          form={
            <Suspense fallback={homeFormFallback}>
              <InquiryPage />
            </Suspense>
          }
        />
      </Route>
      <Route path={paths.inquiry.path}>
        {(params) => <PublicLayout>{lazily(<InquiryViewPage token={params.token} />, 'min-h-svh items-start')}</PublicLayout>}
      </Route>
      <Route path={paths.generalTerms.path}>
        <PublicLayout>{lazily(<GeneralTermsPage />)}</PublicLayout>
      </Route>
      <Route path={paths.evaluation.path}>
        {(params) => <PublicLayout>{lazily(<EvaluationPage hash={params.hash} />, 'min-h-svh items-start')}</PublicLayout>}
      </Route>
      <Route path={paths.evaluationPrint.path}>
        {(params) => <PublicLayout>{lazily(<EvaluationPrintPage hash={params.hash} />)}</PublicLayout>}
      </Route>

      {/* The link from the coach request mail: answered without signing in (signed-in users may use it too). */}
      <Route path={paths.coachRequest.path}>
        {(params) => <PublicLayout>{lazily(<CoachRequestLinkPage token={params.token} />)}</PublicLayout>}
      </Route>

      {/* The link of a reminder mail: the school opens its reminder's PDF without signing in. */}
      <Route path={paths.reminder.path}>
        {(params) => <PublicLayout>{lazily(<ReminderLinkPage token={params.token} />)}</PublicLayout>}
      </Route>

      {/* The newsletter's links: confirming the address and unsubscribing work without signing in. */}
      <Route path={paths.newsletterConfirm.path}>
        {(params) => <PublicLayout>{lazily(<NewsletterConfirmPage token={params.token} />)}</PublicLayout>}
      </Route>
      <Route path={paths.newsletterUnsubscribe.path}>
        {(params) => <PublicLayout>{lazily(<NewsletterUnsubscribePage token={params.token} />)}</PublicLayout>}
      </Route>

      <Route path={paths.login.path}>
        <GuestOnly>
          <LoginLayout>{lazily(<LoginPage />)}</LoginLayout>
        </GuestOnly>
      </Route>
      <Route path={paths.passwordReset.path}>
        {(params) => (
          <GuestOnly>
            <LoginLayout>{lazily(<PasswordResetPage token={params.token} />)}</LoginLayout>
          </GuestOnly>
        )}
      </Route>

      <Route path={paths.manager.all}>
        <RequireAuth>{lazily(<ManagerShell />)}</RequireAuth>
      </Route>

      <Route>
        <PublicLayout>{lazily(<NotFoundPage homeHref={paths.home.href()} />)}</PublicLayout>
      </Route>
    </Switch>
  );
}
