import { guessMapping, importFields, type ImportKind } from '@contract/imports/import-fields';

/** Field -> the file's column header it takes, or null (every field of the kind, in the fields' order). */
export type Mapping = Record<string, string | null>;

/**
 * Where the mapping starts for a file: the last import's choice of each field whose column this file has too, else
 * the column whose header the field recognises (de/fr/it/en), among the columns the last mapping left free.
 */
export function startMapping(kind: ImportKind, headers: readonly string[], last: Mapping | null): Mapping {
  const kept = new Map<string, string>();
  for (const { key } of importFields[kind]) {
    const header = last?.[key];
    if (header && headers.includes(header)) kept.set(key, header);
  }
  const taken = new Set(kept.values());
  const guessed = guessMapping(
    kind,
    headers.map((header) => (taken.has(header) ? '' : header)),
  );
  return Object.fromEntries(importFields[kind].map(({ key }) => [key, kept.get(key) ?? (guessed[key] || null)] as const));
}

/** The required fields without a column: the check cannot start until each has one. */
export const missingRequired = (kind: ImportKind, mapping: Mapping): string[] =>
  importFields[kind].filter((field) => field.required && !mapping[field.key]).map((field) => field.key);

/** The mapping with `field` set to `header` (null: none). */
export const withColumn = (mapping: Mapping, field: string, header: string | null): Mapping => ({ ...mapping, [field]: header });
