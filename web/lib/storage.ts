/** Keys the app keeps in localStorage (spec section 4). */
export const storageKeys = {
  token: 'token',
  expirationDate: 'expiration_date',
  user: 'user',
  language: 'language',
  colorScheme: 'color_scheme',
  /** The public inquiry form's draft, kept while typing and cleared after sending. */
  inquiryDraft: 'inquiry-draft',
  /** The organisation's public details as last loaded: the public header and footer show them at once. */
  organisation: 'organisation',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** localStorage may be unavailable (privacy modes, quota): storage failures never break the app. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* ignore */
  }
}

export function removeStorage(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  }
}
