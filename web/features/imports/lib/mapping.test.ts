import { describe, expect, it } from 'vitest';
import { missingRequired, startMapping } from './mapping';

const materialHeaders = ['Titre', 'Description', 'Quantité', 'Remarque'];

describe('startMapping', () => {
  it('guesses from the headers (French here) without a last mapping', () => {
    expect(startMapping('materials', materialHeaders, null)).toEqual({
      title: 'Titre',
      description: 'Description',
      format: null,
      storage_location: null,
      stock: 'Quantité',
      orderable: null,
      active: null,
    });
  });

  it('keeps the last mapping where this file has its column, and guesses the rest among the free columns', () => {
    const last = { title: 'Remarque', description: 'Beschreibung', stock: 'Quantité', format: null };
    expect(startMapping('materials', materialHeaders, last)).toEqual({
      title: 'Remarque',
      // "Beschreibung" is not in this file: guessed.
      description: 'Description',
      format: null,
      storage_location: null,
      stock: 'Quantité',
      orderable: null,
      active: null,
    });
  });

  it('does not give a column the last mapping kept to a second field', () => {
    const mapping = startMapping('materials', ['Titre', 'Bezeichnung'], { title: 'Bezeichnung' });
    expect(mapping.title).toBe('Bezeichnung');
    expect(Object.values(mapping).filter((header) => header === 'Bezeichnung')).toHaveLength(1);
  });

  it('names the required fields without a column', () => {
    const mapping = startMapping('coaches', ['Courriel', 'Nom'], null);
    expect(missingRequired('coaches', mapping)).toEqual(['firstname']);
  });
});
