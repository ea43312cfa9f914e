/** Small helpers for realistic, deterministic Swiss demo data. */
import { addDays } from '../../worker/contract/lib/dates';
import { ean13CheckDigit, formatAhvNumber, ibanMod97 } from '../../worker/contract/lib/identity-numbers';

/** Deterministic PRNG (mulberry32), so every seed run produces the same data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const digits = (count: number) => Array.from({ length: count }, () => String(int(0, 9))).join('');
  return { next, int, digits };
}
export type Random = ReturnType<typeof createRandom>;

/** AHV/AVS number `756.XXXX.XXXX.XC` with a valid EAN-13 check digit. */
export function ahvNumber(random: Random): string {
  const body = `756${random.digits(9)}`;
  return formatAhvNumber(`${body}${ean13CheckDigit(body)}`);
}

/** Swiss IBAN (21 characters, no spaces): CH + check digits + 5-digit bank clearing number + 12-digit account. */
export function swissIban(bankClearing: string, random: Random): string {
  const bban = `${bankClearing.padStart(5, '0')}${random.digits(12)}`;
  const check = 98 - ibanMod97(`CH00${bban}`);
  return `CH${String(check).padStart(2, '0')}${bban}`;
}

export function swissMobile(random: Random): string {
  const prefix = ['76', '77', '78', '79'][random.int(0, 3)];
  return `+41 ${prefix} ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`;
}

/** Calendar helpers relative to a base date (all ISO `YYYY-MM-DD`, computed in UTC to avoid DST shifts). */
export function createCalendar(today: string, nowSeconds: number) {
  const base = Date.parse(`${today}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  /** Date `offset` days from today. */
  const day = (offset: number) => iso(base + offset * 86_400_000);
  /**
   * Like day(), but on a school day (Monday–Friday): future dates move forward, past dates move back,
   * so a past workshop never lands in the future (or the other way round).
   */
  const schoolDay = (offset: number) => {
    const step = offset < 0 ? -86_400_000 : 86_400_000;
    let ms = base + offset * 86_400_000;
    while ([0, 6].includes(new Date(ms).getUTCDay())) ms += step;
    return iso(ms);
  };
  /** `YYYY-MM` of a date, or of today shifted by whole months. */
  const month = (offsetMonths = 0) => {
    const d = new Date(base);
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + offsetMonths);
    return iso(d.getTime()).slice(0, 7);
  };
  const monthOf = (date: string) => date.slice(0, 7);
  /** Unix seconds `offsetDays` from now (fractions allowed), for machine timestamps. */
  const ts = (offsetDays: number) => Math.round(nowSeconds + offsetDays * 86_400);
  /** Unix seconds of a local date at a given hour (approximated as UTC+1; good enough for demo data). */
  const at = (date: string, hour = 9) => Math.round(Date.parse(`${date}T00:00:00Z`) / 1000) + (hour - 1) * 3600;
  return { today, day, schoolDay, month, monthOf, addDays, ts, at };
}
export type Calendar = ReturnType<typeof createCalendar>;

/** `HH:MM` plus minutes. */
export function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
