import type { FieldErrors } from 'react-hook-form';
import { uiLanguages, type Newsletter, type NewsletterBody, type UiLanguage } from '@/lib/contract';
import { NewsletterBodySchema } from '@/lib/schemas';

/** What the editor holds: every language's title and Markdown text (empty: not written). */
export interface NewsletterFields {
  content: Record<UiLanguage, { title: string; text: string }>;
}

export function newsletterToFields(newsletter: Newsletter | null): NewsletterFields {
  const content = Object.fromEntries(
    uiLanguages.map((language) => [language, { title: '', text: '', ...newsletter?.content[language] }]),
  ) as NewsletterFields['content'];
  return { content };
}

const isWritten = (fields: NewsletterFields, language: UiLanguage) =>
  language === 'de' || Boolean(fields.content[language].title.trim() || fields.content[language].text.trim());

/** The request body: languages left empty are left out (their readers get the German text). */
export const toNewsletterBody = (fields: NewsletterFields): unknown => ({
  content: Object.fromEntries(
    uiLanguages.filter((language) => isWritten(fields, language)).map((language) => [language, fields.content[language]]),
  ),
});

/** Checks the fields with the API's own schema; issues keep the API's paths (`content.fr.title`). */
export function validateNewsletter(
  fields: NewsletterFields,
): { ok: true; body: NewsletterBody } | { ok: false; errors: FieldErrors<NewsletterFields> } {
  const result = NewsletterBodySchema.safeParse(toNewsletterBody(fields));
  if (result.success) return { ok: true, body: result.data };
  const errors: Record<string, Record<string, Record<string, unknown>>> = { content: {} };
  for (const issue of result.error.issues) {
    const [, language, field] = issue.path.map(String);
    if (!language) continue;
    const target = (errors.content![language] ??= {});
    if (field) target[field] = { type: 'validation', message: issue.message };
    else target.title = { type: 'validation', message: issue.message };
  }
  return { ok: false, errors: errors as FieldErrors<NewsletterFields> };
}

/** The title in the reader's language, German when it has none. */
export const titleIn = (newsletter: Newsletter, language: string) =>
  (newsletter.content[language as UiLanguage] ?? newsletter.content.de).title;
