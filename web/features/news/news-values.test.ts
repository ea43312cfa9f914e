import { describe, expect, it } from 'vitest';
import type { NewsItem } from '@/lib/contract';
import {
  emptyNewsFields,
  languagesWithErrors,
  missingLanguages,
  newsToFields,
  toNewsBody,
  validateNews,
  type NewsFields,
} from './news-values';

const filled = (): NewsFields => {
  const fields = emptyNewsFields();
  fields.translations.de = { title: 'Titel', text: 'Text' };
  return fields;
};

describe('news editor values', () => {
  it('leaves out languages without title and text, and sends empty dates as none', () => {
    const fields = filled();
    fields.translations.fr = { title: 'Titre', text: 'Texte' };
    fields.translations.it = { title: ' ', text: '' };
    expect(toNewsBody(fields)).toEqual({
      translations: { de: { title: 'Titel', text: 'Text' }, fr: { title: 'Titre', text: 'Texte' } },
      audiences: ['coaches', 'associates', 'finance'],
      publish_from: null,
      publish_until: null,
      pinned: false,
    });
  });

  it('checks with the API schema and reports the issues at the fields of their language', () => {
    const fields = emptyNewsFields();
    fields.translations.en = { title: 'Title', text: '' };
    fields.audiences = [];
    fields.publish_from = '2030-05-10';
    fields.publish_until = '2030-05-01';
    const result = validateNews(fields);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      translations: {
        de: { title: { message: 'required' }, text: { message: 'required' } },
        en: { text: { message: 'required' } },
      },
      audiences: { message: 'required' },
    });
    expect(languagesWithErrors(result.errors)).toEqual(['de', 'en']);
  });

  it('passes a complete item and round-trips a stored one', () => {
    const result = validateNews({ ...filled(), publish_from: '2030-05-01', publish_until: '2030-05-10', pinned: true });
    expect(result).toMatchObject({ ok: true, body: { publish_from: '2030-05-01', publish_until: '2030-05-10', pinned: true } });

    const stored: NewsItem = {
      id: 3,
      translations: { de: { title: 'T', text: 'X' }, it: { title: 'Ti', text: 'Xi' } },
      audiences: ['finance'],
      publish_from: null,
      publish_until: null,
      pinned: false,
      status: 'draft',
      created_by: null,
      updated_at: 0,
    };
    const fields = newsToFields(stored);
    expect(fields.translations.fr).toEqual({ title: '', text: '' });
    expect(toNewsBody(fields)).toEqual({
      translations: stored.translations,
      audiences: ['finance'],
      publish_from: null,
      publish_until: null,
      pinned: false,
    });
  });
});

describe('missingLanguages', () => {
  it('lists the languages without title or text; German is never missing (it is required)', () => {
    const fields = emptyNewsFields();
    expect(missingLanguages(fields)).toEqual(['fr', 'it', 'en']);
    fields.translations.fr.title = 'Retraite';
    fields.translations.en.text = ' ';
    expect(missingLanguages(fields)).toEqual(['it', 'en']);
  });
});
