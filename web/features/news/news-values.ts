import type { FieldErrors } from 'react-hook-form';
import { uiLanguages, type NewsAudience, type NewsBody, type NewsItem, type UiLanguage } from '@/lib/contract';
import { NewsBodySchema } from '@/lib/schemas';

/** What the editor holds: every language's title and text (empty: not written), dates as typed ('' = none). */
export interface NewsFields {
  translations: Record<UiLanguage, { title: string; text: string }>;
  audiences: NewsAudience[];
  publish_from: string;
  publish_until: string;
  pinned: boolean;
}

const emptyTranslations = () =>
  Object.fromEntries(uiLanguages.map((language) => [language, { title: '', text: '' }])) as NewsFields['translations'];

export const emptyNewsFields = (): NewsFields => ({
  translations: emptyTranslations(),
  audiences: ['coaches', 'associates', 'finance'],
  publish_from: '',
  publish_until: '',
  pinned: false,
});

export function newsToFields(item: NewsItem): NewsFields {
  const translations = emptyTranslations();
  for (const language of uiLanguages) {
    const written = item.translations[language];
    if (written) translations[language] = { ...written };
  }
  return {
    translations,
    audiences: [...item.audiences],
    publish_from: item.publish_from ?? '',
    publish_until: item.publish_until ?? '',
    pinned: item.pinned,
  };
}

/** Whether a language has anything typed in it (German always counts: it is required). */
export const isWritten = (fields: Pick<NewsFields, 'translations'>, language: UiLanguage) =>
  language === 'de' || Boolean(fields.translations[language].title.trim() || fields.translations[language].text.trim());

/** The languages left empty: their readers get the German text. */
export const missingLanguages = (fields: Pick<NewsFields, 'translations'>): UiLanguage[] =>
  uiLanguages.filter((language) => !isWritten(fields, language));

/** The request body: languages left empty are left out; an empty date is none (no start: a draft). */
export function toNewsBody(fields: NewsFields): unknown {
  return {
    translations: Object.fromEntries(
      uiLanguages.filter((language) => isWritten(fields, language)).map((language) => [language, fields.translations[language]]),
    ),
    audiences: fields.audiences,
    publish_from: fields.publish_from || null,
    publish_until: fields.publish_until || null,
    pinned: fields.pinned,
  };
}

function setPath(target: Record<string, unknown>, path: PropertyKey[], value: unknown) {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[String(key)] ??= {};
    node = node[String(key)] as Record<string, unknown>;
  });
  node[String(path[path.length - 1])] = value;
}

/** Checks the fields with the API's own schema; issues keep the API's paths (`translations.fr.title`). */
export function validateNews(fields: NewsFields): { ok: true; body: NewsBody } | { ok: false; errors: FieldErrors<NewsFields> } {
  const result = NewsBodySchema.safeParse(toNewsBody(fields));
  if (result.success) return { ok: true, body: result.data };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    // `audiences.0` (an unknown value) belongs to the checkbox group as a whole.
    const path = issue.path[0] === 'audiences' ? ['audiences'] : issue.path;
    setPath(errors, path, { type: 'validation', message: issue.message });
  }
  return { ok: false, errors: errors as FieldErrors<NewsFields> };
}

/** The languages with an error, in tab order: the editor opens the first of them. */
export const languagesWithErrors = (errors: FieldErrors<NewsFields>): UiLanguage[] =>
  uiLanguages.filter((language) => errors.translations?.[language]);
