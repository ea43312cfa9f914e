import type { UiLanguage } from '../db/schema/enums';
import { textToHtml } from './layout';

export interface MailContent {
  subject: string;
  text: string;
}

/** One email id (docs/emails.md) with its wording in every interface language. */
export type MailTemplate<P> = { id: string } & Record<UiLanguage, (params: P) => MailContent>;

export interface RenderedMail {
  template: string;
  language: UiLanguage;
  subject: string;
  textBody: string;
  htmlBody: string;
}

export function renderMail<P>(template: MailTemplate<P>, language: UiLanguage, params: P): RenderedMail {
  const { subject, text } = template[language](params);
  return { template: template.id, language, subject, textBody: text, htmlBody: textToHtml(text) };
}
