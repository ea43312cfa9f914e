import type { AuthState } from '@/features/auth';
import { chosenLanguage, getStoredLanguage, parseLanguagePath, type Language } from '@/lib/language';
import type { Store } from '@/lib/store';

const signedInLanguage = (state: AuthState): Language | null => (state.token && state.user ? state.user.language : null);

/**
 * The language of the first render: the signed-in user's saved language (session restored on a new device or after
 * a change elsewhere), else a language route in the address (`/fr/…`, e.g. a mail link), else the browser's last
 * choice, else the language of the prepared document the worker answered with (an evaluation link: the evaluation's
 * own), else German. Signed in, a language route is then saved as a new choice (`routeLanguageIsNewChoice`).
 */
export function initialLanguage(state: AuthState, pathname: string, documentLanguage: Language | null = null): Language {
  return (
    signedInLanguage(state) ??
    parseLanguagePath(pathname)?.language ??
    chosenLanguage() ??
    documentLanguage ??
    getStoredLanguage()
  );
}

/**
 * The signed-in user's saved language is the interface language: on sign-in and whenever the server's user comes
 * back with another language (changed on another device), `activate` switches to it. Returns the unsubscribe function.
 */
export function followUserLanguage(store: Store<AuthState>, activate: (language: Language) => unknown): () => void {
  let followed = signedInLanguage(store.get());
  return store.subscribe(() => {
    const language = signedInLanguage(store.get());
    if (language && language !== followed) void activate(language);
    followed = language;
  });
}

/**
 * A language route (`/fr/…`, typed or from a mail) chooses the language. Signed in with another saved language, the
 * choice is saved like the picker's, so that labels and the API's data stay in one language.
 */
export const routeLanguageIsNewChoice = (state: AuthState, language: Language): boolean => {
  const saved = signedInLanguage(state);
  return saved !== null && saved !== language;
};
