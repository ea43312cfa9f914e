import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LoadingScreen } from '@/components/loading-screen';
import { activateLanguage } from '@/lib/i18n';
import { parseLanguagePath } from '@/lib/language';

/** `/de`, `/fr/…`: switch the language (remembered in the browser) and continue at the path without the prefix. */
export function LanguageRoute() {
  const [location, navigate] = useLocation();
  useEffect(() => {
    const parsed = parseLanguagePath(location);
    if (!parsed) return;
    void activateLanguage(parsed.language);
    navigate(parsed.path + window.location.search + window.location.hash, { replace: true });
  }, [location, navigate]);
  return <LoadingScreen />;
}
