import { describe, expect, it } from 'vitest';
import { uiLanguages } from '../contract/enums';
import { catalogue, catalogueByTemplate, mailSets, sampleAppUrl, sampleGreeting } from './catalogue';
import { renderMail, type RenderedMail } from './render';
import { organisationNameSlot, signature } from './wording';

const rendered = catalogue.flatMap(({ template, sample }) =>
  uiLanguages.map((language) => ({ template, language, mail: renderMail(template, language, sample(language) as never) })),
);
const cases = rendered.map((r) => [`${r.template.code} ${r.template.id} (${r.language})`, r] as const);

/** What a value that went missing looks like once interpolated. */
const missing = /undefined|\bnull\b|\bNaN\b|\[object Object\]|\{\{|\}\}/;
const urlsIn = (text: string) => text.match(/https?:\/\/[^\s<>"“”«»]+/g) ?? [];
/** The text of the HTML part's paragraphs, tags and entities undone: what a reader of the HTML part sees. */
const htmlText = (html: string) =>
  [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)]
    .map((m) =>
      m[1]!
        .replace(/<br>/g, '\n')
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    )
    .join('\n\n');

describe('the catalogue', () => {
  it('has each template once, with a unique code in a known set, numbered within it', () => {
    const ids = catalogue.map((e) => e.template.id);
    const codes = catalogue.map((e) => e.template.code);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z]\d{2}$/);
      expect(Object.keys(mailSets)).toContain(code[0]);
    }
    expect(catalogueByTemplate.get('password-reset')).toEqual({ code: 'O01', set: 'O', setName: 'Account' });
    expect(catalogueByTemplate.size).toBe(catalogue.length);
  });

  it.each(cases)('%s: subject and both parts are complete, nothing is missing', (_, { mail }) => {
    for (const part of [mail.subject, mail.textBody, mail.htmlBody]) expect(part).not.toMatch(missing);
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.subject).not.toContain('\n');
    // A value that went missing leaves a label without a value, a blank line too many, or a space at a line's end.
    expect(mail.textBody).not.toMatch(/\n{3,}/);
    expect(mail.textBody).not.toMatch(/[ \t\u202f]$/m);
    expect(mail.textBody).not.toMatch(/(^|\n)[-–] ?\n/);
  });

  it.each(cases)('%s: opens with the greeting and ends with the organisation’s signature', (_, { language, mail }) => {
    expect(mail.textBody.startsWith(`${sampleGreeting(language)}\n\n`)).toBe(true);
    expect(mail.textBody.endsWith(`\n\n${signature(language)}`)).toBe(true);
  });

  it.each(cases)('%s: every link is absolute, to the deployment, in the recipient’s language', (_, { language, mail }) => {
    for (const url of [...urlsIn(mail.textBody), ...urlsIn(mail.htmlBody).filter((u) => !u.startsWith('http://www.w3'))]) {
      expect(url.startsWith(`${sampleAppUrl}/${language}/`), url).toBe(true);
    }
    const anchors = [...mail.htmlBody.matchAll(/<a href="([^"]*)">/g)].map((m) => m[1]!);
    for (const href of anchors) expect(href.startsWith(`${sampleAppUrl}/${language}/`), href).toBe(true);
    expect(anchors.length).toBe(urlsIn(mail.textBody).length);
  });

  it.each(cases)('%s: the HTML part is a page in the mail’s language that says what the text says', (_, { language, mail }) => {
    const html: RenderedMail['htmlBody'] = mail.htmlBody;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    // The header names the organisation, filled in by the outbox insert like the signature.
    expect(html).toMatch(new RegExp(`<div style="[^"]*">${organisationNameSlot.replace(/[[\]]/g, '\\$&')}</div>`));
    expect(html).toContain('max-width:600px');
    expect(htmlText(html)).toBe(mail.textBody);
  });
});

describe('French typography in our wording', () => {
  /** The French mails without URLs: what is left is our wording and the samples' text (typeset as a person would). */
  const french = rendered.filter((r) => r.language === 'fr');

  it.each(french.map((r) => [r.template.id, r] as const))(
    '%s: a narrow no-break space before : ; ? ! and inside « », the typographic apostrophe',
    (_, { mail }) => {
      for (const text of [mail.subject, mail.textBody.replace(/https:\/\/\S+/g, '')]) {
        expect(text.replace(/\d:\d/g, '')).not.toMatch(/[^\u202f\u00a0][:;?!]/);
        expect(text).not.toMatch(/«[^\u202f\u00a0]|[^\u202f\u00a0]»/);
        expect(text).not.toContain("'");
      }
    },
  );
});
