import { authStore, handleTwoFactorSetupRequired, handleUnauthorized, restoreSession, syncAcrossTabs } from '@/features/auth';
import { confirmPassword } from '@/components/reauthenticate-dialog';
import { configureApi } from '@/lib/api';
import { initColorScheme } from '@/lib/color-scheme';
import { activateLanguage, preparedDocumentLanguage } from '@/lib/i18n';
import { parseLanguagePath } from '@/lib/language';
import { seedPublicData } from '@/lib/public-data';
import { applyRouteLanguage } from './language-route';
import { preloadPageOf } from './router';
import { followUserLanguage, initialLanguage } from './user-language';

/** Everything that must happen before the first render. */
export async function bootstrap(): Promise<void> {
  initColorScheme();
  configureApi({
    getToken: () => authStore.get().token,
    onUnauthorized: handleUnauthorized,
    onTwoFactorSetupRequired: handleTwoFactorSetupRequired,
    confirmPassword,
  });
  restoreSession();
  syncAcrossTabs();
  seedPublicData();

  // A language route on first load (/fr, /fr/login) is resolved before rendering, so no flash of German.
  const language = initialLanguage(authStore.get(), window.location.pathname, preparedDocumentLanguage());
  const parsed = parseLanguagePath(window.location.pathname);
  if (parsed) {
    window.history.replaceState(window.history.state, '', parsed.path + window.location.search + window.location.hash);
  }
  // The page of the address loads beside the translations: the first render draws it (on `/`, the same as the
  // prerendered HTML), not a placeholder.
  await Promise.all([activateLanguage(language), preloadPageOf(window.location.pathname, Boolean(authStore.get().token))]);
  followUserLanguage(authStore, activateLanguage);
  if (parsed) void applyRouteLanguage(parsed.language);
}
