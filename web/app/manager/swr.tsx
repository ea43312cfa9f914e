import type { ReactNode } from 'react';
import { mutate, SWRConfig, type SWRConfiguration } from 'swr';
import { authStore } from '@/features/auth';
import { fetcher, isApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { refetchOnLanguageChange } from '@/lib/language-data';

/*
 * SWR, the back office's data fetching, loads with the manager shell: the public pages read the API through
 * web/lib/public-data.ts (docs/decisions/053-light-public-pages.md). No SWR cache exists before this module runs,
 * so what it registers here covers all of it.
 */

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

// Signing out drops every cached response of the previous user.
let previousToken = authStore.get().token;
authStore.subscribe(() => {
  const { token } = authStore.get();
  if (previousToken && token !== previousToken) void mutate(() => true, undefined, { revalidate: false });
  previousToken = token;
});
// The API answers in the user's language: a new language fetches every shown answer again.
refetchOnLanguageChange(i18n, () => void mutate(() => true));

export function SwrProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
