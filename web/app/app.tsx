import { I18nProvider } from '@lingui/react';
import { ReauthenticateDialog } from '@/components/reauthenticate-dialog';
import { LazyToaster } from '@/components/lazy-toaster';
import { i18n } from '@/lib/i18n';
import { ErrorBoundary } from './error-boundary';
import { AppRouter } from './router';

/** Providers (translations, error boundary, snackbars) around the router; the back office adds SWR (manager/swr.tsx). */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
      <ReauthenticateDialog />
      <LazyToaster />
    </I18nProvider>
  );
}
