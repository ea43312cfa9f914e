import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue, mailSets } from './catalogue';

// Tests run from the repository's root (as the XSD of pain001.node.test.ts).
const doc = readFileSync('docs/emails.md', 'utf8');

/** `#### A01 \`inquiry-received\`` headings: the entries docs/emails.md lists. */
const listed = [...doc.matchAll(/^#### ([A-Z]\d{2}) `([a-z0-9-]+)`\s*$/gm)].map((m) => `${m[1]} ${m[2]}`);
const inCode = catalogue.map(({ template }) => `${template.code} ${template.id}`);
/** `### A — …` headings: the sets. */
const sets = [...doc.matchAll(/^### ([A-Z]) — /gm)].map((m) => m[1]);

describe('docs/emails.md and worker/mail/catalogue.ts', () => {
  it('list the same mails, each by its id and template name', () => {
    expect([...listed].sort()).toEqual([...inCode].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('list the sets in order, each mail under its own set', () => {
    expect(sets).toEqual(Object.keys(mailSets));
    const order = listed.map((entry) => entry.slice(0, 3));
    expect(order).toEqual([...order].sort());
  });
});
