import { I18nProvider } from '@lingui/react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ReauthenticateDialog } from '@/components/reauthenticate-dialog';
import { LazyToaster } from '@/components/lazy-toaster';
import { fetcher, isApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { ErrorBoundary } from './error-boundary';
import { AppRouter } from './router';

const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    // Client errors (401, 403, 404, 422…) will not heal by retrying.
    if (isApiError(error) && error.status >= 400 && error.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

/** Providers (translations, data fetching, error boundary, snackbars) around the router. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <SWRConfig value={swrConfig}>
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
        <ReauthenticateDialog />
        <LazyToaster />
      </SWRConfig>
    </I18nProvider>
  );
}
