import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { monthGrid, sameMonth } from '@/lib/calendar';
import { addDays, isValidIsoDate, todayInZurich } from '@/lib/contract';
import { formatIsoDateWith, swissLocale } from '@/lib/format';
import { cn } from '@/lib/utils';
import { clampDate } from './parse';

/** The same day `delta` months later, on the month's last day when it has fewer days (31.01. + 1 -> 28.02.). */
export function shiftMonths(day: string, delta: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + delta, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, lastDay))).toISOString().slice(0, 10);
}

/** Monday = 0 … Sunday = 6. */
const weekdayIndex = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** What each key does to the focused day (APG date picker dialog). */
function keyTarget(key: string, shift: boolean, day: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return shiftMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return shiftMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/**
 * A day button's visible number and accessible name. The name starts with what is visible (WCAG 2.5.3): "3" is named
 * "3. Dezember 2026, Donnerstag" (fr "3 décembre 2026, jeudi"). An aria-label, not a visually hidden span: how
 * browsers join the number and a hidden span's leading ". " or " " differs.
 */
function dayTextsIn(language: string) {
  const locale = swissLocale(language);
  const long = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    const parts = long.formatToParts(date);
    const full = `${parts.map((part) => part.value).join('')}, ${weekday.format(date)}`;
    if (parts[0]?.type === 'day') return { visible: parts[0].value, label: full };
    const visible = String(date.getUTCDate());
    return { visible, label: `${visible} – ${full}` };
  };
}

const GAP = 4;
const MARGIN = 8;

/** Below the field, or above it when there is no room below; always inside the viewport. */
function placeBeside(anchor: HTMLElement | null, content: HTMLElement) {
  const rect = anchor?.getBoundingClientRect();
  const width = content.offsetWidth;
  const height = content.offsetHeight;
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth;
  const viewportHeight = window.innerHeight;
  if (!rect) {
    content.style.left = `${MARGIN}px`;
    content.style.top = `${MARGIN}px`;
    return;
  }
  const left = Math.max(MARGIN, Math.min(rect.left, viewportWidth - width - MARGIN));
  const below = rect.bottom + GAP;
  const above = rect.top - GAP - height;
  const top =
    below + height <= viewportHeight - MARGIN
      ? below
      : above >= MARGIN
        ? above
        : Math.max(MARGIN, viewportHeight - height - MARGIN);
  content.style.left = `${left}px`;
  content.style.top = `${top}px`;
}

export interface DatePickerProps {
  /** The field's value: the calendar opens on this day when it is a date, otherwise on today. */
  value: string;
  min?: string;
  max?: string;
  /** The field the calendar opens beside. */
  anchor: RefObject<HTMLElement | null>;
  /** Gets the focus back when the calendar closes. */
  opener: RefObject<HTMLElement | null>;
  onSelect: (day: string) => void;
  onClose: () => void;
}

/**
 * The calendar of a date field: a month as a table of day buttons (Monday first, names from Intl in the interface
 * language), in a small modal dialog beside the field. Arrows move a day or a week, Home/End to the week's start and
 * end, PageUp/PageDown a month (with Shift a year), Enter or Space chooses, Escape closes; the focus goes back to
 * the calendar button. Days before `min` or after `max` cannot be chosen.
 */
export default function DatePicker({ value, min, max, anchor, opener, onSelect, onClose }: DatePickerProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const today = todayInZurich();
  const selected = isValidIsoDate(value) ? value : undefined;
  const [focused, setFocused] = useState(() => clampDate(selected ?? today, min, max));
  const focusFocusedDay = useRef(false);
  const content = useRef<HTMLDivElement | null>(null);
  const headingId = useId();
  const dayTexts = dayTextsIn(language);
  const weeks = monthGrid(focused);
  const outOfRange = (day: string) => Boolean((min && day < min) || (max && day > max));

  const place = useCallback(() => {
    if (content.current) placeBeside(anchor.current, content.current);
  }, [anchor]);
  const setContent = useCallback(
    (node: HTMLDivElement | null) => {
      content.current = node;
      place();
    },
    [place],
  );
  useEffect(() => {
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [place]);
  // A month of six weeks is taller than one of five: above the field, the calendar moves up.
  useLayoutEffect(place, [weeks.length, place]);

  useLayoutEffect(() => {
    if (!focusFocusedDay.current) return;
    focusFocusedDay.current = false;
    content.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const moveTo = (day: string, { focus }: { focus: boolean }) => {
    const next = clampDate(day, min, max);
    if (next === focused) return;
    focusFocusedDay.current = focus;
    setFocused(next);
  };
  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = keyTarget(event.key, event.shiftKey, focused);
    if (!target) return;
    event.preventDefault();
    moveTo(target, { focus: true });
  };

  const previous = clampDate(shiftMonths(focused, -1), min, max);
  const next = clampDate(shiftMonths(focused, 1), min, max);
  const noPrevious = sameMonth(previous, focused);
  const noNext = sameMonth(next, focused);
  const monthTitle = formatIsoDateWith(focused, language, { month: 'long', year: 'numeric' });
  const navButton =
    'inline-flex size-9 cursor-pointer items-center justify-center rounded-md border border-input hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:size-4';

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          ref={setContent}
          aria-describedby={undefined}
          className="fixed z-50 grid w-[18.75rem] gap-2 rounded-lg border bg-background p-3 shadow-lg outline-none"
          data-testid="date-picker"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-date][tabindex="0"]')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <DialogPrimitive.Title className="sr-only">{t`Datum wählen`}</DialogPrimitive.Title>
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              className={navButton}
              aria-label={t`Vorheriger Monat`}
              aria-disabled={noPrevious || undefined}
              onClick={() => moveTo(previous, { focus: false })}
            >
              <ChevronLeftIcon />
            </button>
            <p id={headingId} aria-live="polite" className="text-sm font-semibold capitalize">
              {monthTitle}
            </p>
            <button
              type="button"
              className={navButton}
              aria-label={t`Nächster Monat`}
              aria-disabled={noNext || undefined}
              onClick={() => moveTo(next, { focus: false })}
            >
              <ChevronRightIcon />
            </button>
          </div>
          <table className="w-full table-fixed border-collapse text-sm" aria-labelledby={headingId}>
            <thead>
              <tr>
                {weeks[0]!.map((day) => (
                  <th key={day} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
                    <span aria-hidden="true">{formatIsoDateWith(day, language, { weekday: 'short' })}</span>
                    <span className="sr-only">{formatIsoDateWith(day, language, { weekday: 'long' })}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => {
                    if (!sameMonth(day, focused)) return <td key={day} />;
                    const text = dayTexts(day);
                    const disabled = outOfRange(day);
                    const isSelected = day === selected;
                    const isToday = day === today;
                    return (
                      <td key={day} className="p-0.5 text-center">
                        <button
                          type="button"
                          data-date={day}
                          tabIndex={day === focused ? 0 : -1}
                          aria-label={text.label}
                          aria-pressed={isSelected}
                          aria-current={isToday ? 'date' : undefined}
                          aria-disabled={disabled || undefined}
                          className={cn(
                            'inline-flex size-9 cursor-pointer items-center justify-center rounded-md tabular-nums hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                            isToday && 'border border-primary font-semibold',
                            isSelected && 'bg-primary text-primary-foreground hover:bg-primary/90',
                            disabled && 'cursor-not-allowed text-muted-foreground line-through opacity-60 hover:bg-transparent',
                          )}
                          onClick={() => {
                            if (!disabled) onSelect(day);
                          }}
                          onFocus={() => setFocused(day)}
                          onKeyDown={onDayKeyDown}
                        >
                          {text.visible}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex justify-end">
            <DialogPrimitive.Close className="h-9 cursor-pointer rounded-md px-3 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
              {t`Schliessen`}
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
