import { describe, expect, it } from 'vitest';
import { importFields, importKinds } from '@contract/imports/import-fields';
import { importFieldLabels } from './labels';

describe('importFieldLabels', () => {
  it('names every field of every kind, and nothing else', () => {
    for (const kind of importKinds) {
      expect(Object.keys(importFieldLabels[kind]).sort()).toEqual(importFields[kind].map((field) => field.key).sort());
    }
  });
});
