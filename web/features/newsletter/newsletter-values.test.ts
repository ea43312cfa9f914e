import { describe, expect, it } from 'vitest';
import type { Newsletter } from '@/lib/contract';
import { newsletterToFields, titleIn, toNewsletterBody, validateNewsletter } from './newsletter-values';

const written = (fields = newsletterToFields(null)) => {
  fields.content.de = { title: 'Neues', text: 'Hallo **alle**' };
  return fields;
};

describe('newsletter editor values', () => {
  it('leaves out the languages not written; German always goes', () => {
    const fields = written();
    fields.content.it = { title: 'Novità', text: 'Ciao' };
    expect(toNewsletterBody(fields)).toEqual({
      content: { de: { title: 'Neues', text: 'Hallo **alle**' }, it: { title: 'Novità', text: 'Ciao' } },
    });
  });

  it('puts the API schema’s issues at the fields of their language', () => {
    const fields = newsletterToFields(null);
    fields.content.fr = { title: 'Nouvelles', text: '' };
    const result = validateNewsletter(fields);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.content?.de?.title?.message).toBe('required');
    expect(result.errors.content?.de?.text?.message).toBe('required');
    expect(result.errors.content?.fr?.text?.message).toBe('required');
    expect(result.errors.content?.fr?.title).toBeUndefined();
    expect(validateNewsletter(written()).ok).toBe(true);
  });

  it('names a newsletter in the reader’s language, German when it has none', () => {
    const newsletter = { content: { de: { title: 'Neues', text: 'x' }, fr: { title: 'Nouvelles', text: 'x' } } } as Newsletter;
    expect(titleIn(newsletter, 'fr')).toBe('Nouvelles');
    expect(titleIn(newsletter, 'en')).toBe('Neues');
    expect(newsletterToFields(newsletter).content.en).toEqual({ title: '', text: '' });
  });
});
