import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guessMapping, importFields, importKeyField, importKinds, normaliseLabel } from '../../contract/imports/import-fields';

const languages = ['de', 'fr', 'it', 'en'] as const;

/** The header line of an example file (docs/examples), without its BOM, split at the file's delimiter. */
function headersOf(kind: string, language: string): string[] {
  const [header] = readFileSync(`docs/examples/import-${kind}-${language}.csv`, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  return header!.split(header!.includes(';') ? ';' : ',');
}

describe('the import’s column headers', () => {
  it.each(importKinds.flatMap((kind) => languages.map((language) => [kind, language] as const)))(
    'recognise every column of the %s example in %s, each for another field',
    (kind, language) => {
      const headers = headersOf(kind, language);
      const mapping = guessMapping(kind, headers);
      expect(Object.entries(mapping).filter(([, header]) => header === null)).toEqual([]);
      expect(new Set(Object.values(mapping)).size).toBe(headers.length);
    },
  );

  it('compare without case, accents, spaces or punctuation, and a column serves one field', () => {
    expect(normaliseLabel(' Numéro AVS ')).toBe(normaliseLabel('numero-avs'));
    expect(guessMapping('coaches', ['E-MAIL', 'Prenom', 'NOM'])).toMatchObject({
      email: 'E-MAIL',
      firstname: 'Prenom',
      lastname: 'NOM',
      phone: null,
    });
    expect(guessMapping('workshops', ['Numero', 'Partecipanti'])).toMatchObject({
      external_id: 'Numero',
      participants: 'Partecipanti',
    });
  });

  it('require the key of each kind (the e-mail, the external id, the title)', () => {
    for (const kind of importKinds) {
      expect(importFields[kind].find((field) => field.key === importKeyField[kind])?.required).toBe(true);
    }
  });
});
