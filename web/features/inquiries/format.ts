/** The Swiss number and date formats live in lib/format (shared with the back office). */
export { formatIsoDate, formatLanguages, formatMinutes, formatPrice, formatTimestamp, swissLocale } from '@/lib/format';
