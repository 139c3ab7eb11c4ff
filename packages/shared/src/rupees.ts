import { type DecimalInput, exact, fixed2 } from './decimal.ts';

/**
 * Rupees grouped the Indian way (₹12,34,567.50), always to the paisa (half up). Also takes any decimal object
 * that prints itself in plain notation with `toFixed()` (a decimal.js value, for one).
 *
 * A module of its own, on the exact decimals of decimal.ts only: a screen that shows amounts (the Dashboard's
 * figures) does not download the estimate maths or the number-to-words converter of money.ts, which
 * re-exports this function, as format.ts does.
 */
export function formatRupees(value: DecimalInput | { toFixed(): string }): string {
  const text = fixed2(exact(typeof value === 'object' ? value.toFixed() : value));
  const negative = text.startsWith('-');
  const [whole = '0', paise = '00'] = (negative ? text.slice(1) : text).split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${negative ? '-' : ''}₹${grouped}.${paise}`;
}
