import { swissLocale } from '@/lib/format';

/** A count the Swiss way in the UI language: `10’000` in German, `10 000` in French. */
export const formatCount = (value: number, language: string) => new Intl.NumberFormat(swissLocale(language)).format(value);
