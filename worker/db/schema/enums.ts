/** Value sets shared by schema, services and zod schemas. */
export const roles = ['admin', 'associate', 'coach', 'finance'] as const;
export type Role = (typeof roles)[number];

export const userStates = ['created', 'change-password', 'incomplete', 'processing', 'active', 'inactive'] as const;
export type UserState = (typeof userStates)[number];

/** Interface languages. Workshops may also be held in `es`. */
export const uiLanguages = ['de', 'fr', 'it', 'en'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const workshopLanguages = ['de', 'fr', 'it', 'en', 'es'] as const;
export type WorkshopLanguage = (typeof workshopLanguages)[number];

export const mailStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
