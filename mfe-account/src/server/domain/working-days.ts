import Holidays from 'date-holidays';
import type { Country } from './area-validation';

/** A return is collected at least this many working days after the day it is registered (spec section 9). */
export const RETURN_LEAD_WORKING_DAYS = 3;

const calendars = new Map<Country, Holidays>();

function calendar(country: Country): Holidays {
  let hd = calendars.get(country);
  if (!hd) calendars.set(country, (hd = new Holidays(country, { types: ['public'] })));
  return hd;
}

/** `YYYY-MM-DD` of a UTC day. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

const addDays = (iso: string, n: number): string =>
  isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000));

/**
 * A working day (decision 0071): Monday to Friday and not a nationwide public holiday of the
 * country (`date-holidays`, public holidays of the whole country; regional ones do not count,
 * because the carrier collects nationwide).
 */
export function isWorkingDay(iso: string, country: Country): boolean {
  const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const found = calendar(country).isHoliday(new Date(`${iso}T12:00:00Z`));
  return !(Array.isArray(found) && found.some((h) => h.type === 'public'));
}

/** The earliest return date: the third working day after `today` (today itself never counts). */
export function earliestReturnDate(today: string, country: Country, lead = RETURN_LEAD_WORKING_DAYS): string {
  let day = today;
  let counted = 0;
  while (counted < lead) {
    day = addDays(day, 1);
    if (isWorkingDay(day, country)) counted += 1;
  }
  return day;
}

/** Whether a chosen return date is allowed: a working day, no earlier than {@link earliestReturnDate}, within 30 days. */
export function returnDateAllowed(date: string, today: string, country: Country): boolean {
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
    isoDay(new Date(`${date}T00:00:00Z`)) !== date
  )
    return false;
  return (
    date >= earliestReturnDate(today, country) && date <= addDays(today, 30) && isWorkingDay(date, country)
  );
}
