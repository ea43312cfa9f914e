import type { MailStream, UiLanguage } from '../contract/enums';
import { mailHtml } from './layout';

export interface MailContent {
  subject: string;
  text: string;
}

/** Names of the string (or string list) parameters of a template. */
type StringParams<P> = { [K in keyof P]: P[K] extends string | readonly string[] ? K : never }[keyof P];

/** One email id (docs/emails.md) with its wording in every interface language. */
export type MailTemplate<P> = {
  /** The template's name, stored in `mail_outbox.template`. */
  id: string;
  /** Its id in the catalogue of docs/emails.md: one letter per set of the spec, e.g. `A01`. */
  code: string;
  /** Postmark message stream; transactional unless the mail is a broadcast (the newsletter). */
  stream?: MailStream;
  /** Parameters that hold our own URLs: the only text the HTML part makes clickable (never what a person typed). */
  links?: readonly StringParams<P>[];
  /** The mail carries a secret (temporary password, reset, private or signed link): its body is removed once sent. */
  carriesSecret?: true;
} & Record<UiLanguage, (params: P) => MailContent>;

export interface RenderedMail {
  template: string;
  language: UiLanguage;
  subject: string;
  textBody: string;
  htmlBody: string;
  carriesSecret: boolean;
  stream: MailStream;
}

export function renderMail<P>(template: MailTemplate<P>, language: UiLanguage, params: P): RenderedMail {
  const { subject, text } = template[language](params);
  const links = (template.links ?? []).flatMap((name) => {
    const value = params[name];
    return Array.isArray(value) ? value.map(String) : [String(value)];
  });
  return {
    template: template.id,
    language,
    subject,
    textBody: text,
    htmlBody: mailHtml({ language, subject, text, links }),
    carriesSecret: template.carriesSecret === true,
    stream: template.stream ?? 'outbound',
  };
}
