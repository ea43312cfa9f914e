import { msg } from '@lingui/core/macro';
import { authStore, setUser } from '@/features/auth';
import { publicErrorMessage } from '@/lib/public-error-messages';
import { activateLanguage, i18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { toast } from '@/lib/toast';
import { updateLanguageRequest } from './api/update-language';

/**
 * Changes the interface language. Signed in: the server stores it first (PUT users/settings/language), its user
 * replaces the stored one, and the snackbar "Language changed" appears in the new language.
 * Failure: the error is shown and the language stays.
 */
export async function changeLanguage(language: Language): Promise<boolean> {
  if (!authStore.get().token) {
    await activateLanguage(language);
    return true;
  }
  try {
    const user = await updateLanguageRequest(language);
    setUser(user);
    await activateLanguage(language);
    toast.success(i18n._(msg`Sprache geändert`));
    return true;
  } catch (error) {
    toast.error(i18n._(publicErrorMessage(error)));
    return false;
  }
}
