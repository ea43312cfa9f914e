import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { LoadingScreen } from '@/components/loading-screen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { logout, useUser } from '@/features/auth';
import { ProfileStateBanner } from '@/features/coaches';
import { LanguageDialog } from '@/features/users';
import { APP_NAME } from '@/lib/use-document-title';
import { ErrorBoundary } from '../error-boundary';
import { DrawerContent } from '../manager/drawer-content';
import { pendingRequestsLabel, pendingRequestsWords, usePendingCoachRequests } from '../manager/pending-requests';
import { SkipLink } from './skip-link';

/**
 * Back office: a permanent 240 px drawer on the left from 960 px (md), below that a menu button opening the
 * drawer from the right. Lazy screens show "Loading Application" while they load.
 */
export function ManagerLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const user = useUser();
  const pending = usePendingCoachRequests();
  const pendingLabel = pendingRequestsLabel(i18n, pending);
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);

  // A temporary password must be changed before anything else.
  if (user?.state === 'change-password' && location !== paths.manager.changePassword.path) {
    return <Redirect to={paths.manager.changePassword.path} replace />;
  }
  // Then, when the organisation requires it for the role, two-factor sign-in.
  if (user?.state !== 'change-password' && user?.two_factor_setup_required && location !== paths.manager.twoFactor.path) {
    return <Redirect to={paths.manager.twoFactor.path} replace />;
  }

  const openLanguage = () => {
    setMenuOpen(false);
    setLanguageOpen(true);
  };
  const signOut = () => {
    setMenuOpen(false);
    navigate(paths.login.path, { replace: true });
    logout();
  };

  return (
    <div className="min-h-svh md:pl-drawer">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-drawer border-r bg-card md:block">
        <DrawerContent onOpenLanguage={openLanguage} onLogout={signOut} />
      </aside>

      <header className="sticky top-0 z-20 flex h-14 items-center justify-between gap-2 border-b bg-background/95 px-4 backdrop-blur">
        <Link href={paths.manager.dashboard.href()} className="font-semibold tracking-tight">
          {APP_NAME}
        </Link>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          className="relative md:hidden"
        >
          {/* The name is the content: "Menü öffnen", then the badge's visible number and its words (label in name). */}
          <span className="sr-only">{t`Menü öffnen`}</span>
          <MenuIcon className="size-6" aria-hidden="true" />
          {pending > 0 && (
            <Badge data-testid="menu-button-badge" title={pendingLabel} className="absolute -top-0.5 -right-0.5">
              {pending}
              <span className="sr-only"> {pendingRequestsWords(i18n, pending)}</span>
            </Badge>
          )}
        </Button>
      </header>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="right" closeLabel={t`Menü schliessen`}>
          <SheetDescription className="sr-only">
            <Trans>Navigation</Trans>
          </SheetDescription>
          <DrawerContent
            onNavigate={() => setMenuOpen(false)}
            onOpenLanguage={openLanguage}
            onLogout={signOut}
            renderName={(name) => <SheetTitle className="font-semibold">{name || t`Menü`}</SheetTitle>}
          />
        </SheetContent>
      </Sheet>

      <LanguageDialog open={languageOpen} onOpenChange={setLanguageOpen} />

      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-6 outline-none md:px-8">
        {user?.state !== 'change-password' && <ProfileStateBanner />}
        <ErrorBoundary resetKey={location}>
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
