import type { ValidationMessageKey } from '../messages/de';
import { asText } from './text';

/** A calendar date. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * Parses `TT.MM.JJJJ` (also `1.3.2025`) or ISO `JJJJ-MM-TT` (input type=date) into a real
 * calendar date; `null` for anything else, including 31.02.
 */
export function parseDate(value: string): CalendarDate | null {
  const text = value.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = german
    ? [Number(german[3]), Number(german[2]), Number(german[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** Options of {@link validateDate}. */
export interface DateRuleOptions {
  /** Refuse dates after `today` (birthdays). */
  readonly notInFuture?: boolean;
  /** Earliest accepted year (default 1900). */
  readonly minYear?: number;
  /** Latest accepted year (default 2100). */
  readonly maxYear?: number;
  /** "Today" for `notInFuture` (default: now, as a UTC calendar day). */
  readonly today?: Date;
}

/** Date rule: "invalid date" unless the value is a real date in range. Empty passes. */
export function validateDate(
  value: unknown,
  options: DateRuleOptions = {},
): ValidationMessageKey | undefined {
  const text = asText(value);
  if (text === '') return undefined;
  const date = parseDate(text);
  if (!date || date.year < (options.minYear ?? 1900) || date.year > (options.maxYear ?? 2100))
    return 'date.invalid';
  if (options.notInFuture) {
    const today = options.today ?? new Date();
    const todayKey = today.getUTCFullYear() * 10000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
    if (date.year * 10000 + date.month * 100 + date.day > todayKey) return 'date.invalid';
  }
  return undefined;
}
