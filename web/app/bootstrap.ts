import { mutate } from 'swr';
import { authStore, handleUnauthorized, restoreSession, syncAcrossTabs } from '@/features/auth';
import { configureApi } from '@/lib/api';
import { initColorScheme } from '@/lib/color-scheme';
import { activateLanguage } from '@/lib/i18n';
import { getStoredLanguage, parseLanguagePath } from '@/lib/language';

/** Everything that must happen before the first render. */
export async function bootstrap(): Promise<void> {
  initColorScheme();
  configureApi({ getToken: () => authStore.get().token, onUnauthorized: handleUnauthorized });
  restoreSession();
  syncAcrossTabs();

  // Signing out drops every cached response of the previous user.
  let previousToken = authStore.get().token;
  authStore.subscribe(() => {
    const { token } = authStore.get();
    if (previousToken && token !== previousToken) void mutate(() => true, undefined, { revalidate: false });
    previousToken = token;
  });

  // A language route on first load (/fr, /fr/login) is resolved before rendering, so no flash of German.
  let language = getStoredLanguage();
  const parsed = parseLanguagePath(window.location.pathname);
  if (parsed) {
    language = parsed.language;
    window.history.replaceState(window.history.state, '', parsed.path + window.location.search + window.location.hash);
  }
  await activateLanguage(language);
}
