import { cantonName } from '@contract/statistics/canton-names';
import type { Canton } from '@/lib/contract';

export { cantonName } from '@contract/statistics/canton-names';

/** Cantons sorted by their name in the interface language, as a select lists them. */
export function cantonsByName(cantons: readonly Canton[], language: string): Canton[] {
  const collator = new Intl.Collator(`${language}-CH`);
  return [...cantons].sort((a, b) => collator.compare(cantonName(a, language), cantonName(b, language)));
}
