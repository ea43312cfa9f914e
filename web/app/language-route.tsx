import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LoadingScreen } from '@/components/loading-screen';
import { authStore } from '@/features/auth';
import { changeLanguage } from '@/features/users/change-language';
import { activateLanguage } from '@/lib/i18n';
import { parseLanguagePath, type Language } from '@/lib/language';
import { routeLanguageIsNewChoice } from './user-language';

/** Switches to the language of a language route; signed in, a language other than the saved one is saved too. */
export function applyRouteLanguage(language: Language): Promise<unknown> {
  return routeLanguageIsNewChoice(authStore.get(), language) ? changeLanguage(language) : activateLanguage(language);
}

/** `/de`, `/fr/…`: switch the language (remembered in the browser) and continue at the path without the prefix. */
export function LanguageRoute() {
  const [location, navigate] = useLocation();
  useEffect(() => {
    const parsed = parseLanguagePath(location);
    if (!parsed) return;
    void applyRouteLanguage(parsed.language);
    navigate(parsed.path + window.location.search + window.location.hash, { replace: true });
  }, [location, navigate]);
  return <LoadingScreen />;
}
