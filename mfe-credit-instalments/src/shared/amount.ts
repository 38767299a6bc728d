/**
 * A price as typed (currency units: "999", "999,5", "999.00", "1.299,00", "1'299.00") in integer
 * cents; null when it is no amount. Thousands separators are dropped; the last `,` or `.` followed by
 * one or two digits is the decimal separator.
 */
export function parseAmount(input: string): number | null {
  const compact = input.trim().replace(/[\s'’€]|CHF|EUR/g, '');
  if (!/^\d[\d.,]{0,14}$/.test(compact)) return null;
  const match = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/[.,]/g, '');
  if (!/^\d{1,10}$/.test(whole)) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction || '0');
}

/** Cents as the plain field value ("999.00" style with the locale's decimal comma for German/French/Dutch). */
export function amountField(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole},${fraction}`;
}
