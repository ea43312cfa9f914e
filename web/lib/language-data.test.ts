import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { refetchOnLanguageChange } from './language-data';

describe('refetch on language change', () => {
  it('refetches once per change of the interface language, not when the same language is activated again', () => {
    const i18n = setupI18n({ locale: 'de', messages: { de: {}, fr: {}, it: {} } });
    const refetch = vi.fn();
    const stop = refetchOnLanguageChange(i18n, refetch);

    i18n.activate('fr');
    expect(refetch).toHaveBeenCalledTimes(1);
    i18n.activate('fr');
    expect(refetch).toHaveBeenCalledTimes(1);
    i18n.activate('it');
    expect(refetch).toHaveBeenCalledTimes(2);

    stop();
    i18n.activate('de');
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
