/**
 * Exact decimals for money (docs/decisions/0002-money.md): a BigInt count of units of 10^-scale, parsed from
 * the wire's decimal strings or numbers, rounded only where asked, printed in plain notation. No dependencies,
 * so the rupee formatting (rupees.ts) can use it without the rest of the money code (money.ts, which also
 * spells amounts out in words).
 */

/** A decimal as the wire carries it: `"1234.50"`, `1234.5`. */
export type DecimalInput = string | number;

const POW10: bigint[] = [1n];
export function pow10(n: number): bigint {
  for (let i = POW10.length; i <= n; i++) POW10.push((POW10[i - 1] as bigint) * 10n);
  return POW10[n] as bigint;
}

/** floor(n / d) for d > 0. */
function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
}

/** An exact decimal: `units` × 10^-`scale`. Immutable. */
export class Exact {
  constructor(
    readonly units: bigint,
    readonly scale: number,
  ) {}

  static of(units: bigint | number): Exact {
    return new Exact(BigInt(units), 0);
  }

  private aligned(other: Exact): [bigint, bigint, number] {
    if (this.scale === other.scale) return [this.units, other.units, this.scale];
    if (this.scale > other.scale) {
      return [this.units, other.units * pow10(this.scale - other.scale), this.scale];
    }
    return [this.units * pow10(other.scale - this.scale), other.units, other.scale];
  }

  plus(other: Exact): Exact {
    const [a, b, scale] = this.aligned(other);
    return new Exact(a + b, scale);
  }

  minus(other: Exact): Exact {
    const [a, b, scale] = this.aligned(other);
    return new Exact(a - b, scale);
  }

  times(other: Exact): Exact {
    return new Exact(this.units * other.units, this.scale + other.scale);
  }

  /** `percent` % of this. */
  percent(percent: Exact): Exact {
    return new Exact(this.units * percent.units, this.scale + percent.scale + 2);
  }

  compare(other: Exact): -1 | 0 | 1 {
    const [a, b] = this.aligned(other);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  isNegative(): boolean {
    return this.units < 0n;
  }

  /** Whole units of 10^-places, rounded half up (away from zero on a tie) or down (towards minus infinity). */
  round(places: number, mode: 'half-up' | 'floor'): bigint {
    if (this.scale <= places) return this.units * pow10(places - this.scale);
    const divisor = pow10(this.scale - places);
    if (mode === 'floor') return floorDiv(this.units, divisor);
    const abs = this.units < 0n ? -this.units : this.units;
    const rounded = (2n * abs + divisor) / (2n * divisor);
    return this.units < 0n ? -rounded : rounded;
  }

  /** Rounded to `places` and kept as an exact value. */
  rounded(places: number, mode: 'half-up' | 'floor'): Exact {
    return new Exact(this.round(places, mode), places);
  }
}

/** `units` × 10^-places in plain notation with exactly `places` decimals; never "-0.00". */
export function unitsText(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative ? `-${text}` : text;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Parses a wire decimal; anything that is not a finite number is a programming error here (schemas check it). */
export function exact(value: DecimalInput): Exact {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite amount: ${value}`);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = DECIMAL.exec(text);
  const whole = m?.[2] ?? '';
  const fraction = m?.[3] ?? '';
  if (!m || whole + fraction === '') throw new RangeError(`Not a decimal amount: ${String(value)}`);
  const exponent = Number(m[4] ?? 0);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) {
    throw new RangeError(`Amount out of range: ${String(value)}`);
  }
  let units = BigInt(whole + fraction || '0');
  if (m[1] === '-') units = -units;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return new Exact(units, scale);
}

/** Two places, half up; a negative amount that rounds to nothing prints as "0.00", not "-0.00". */
export function fixed2(d: Exact): string {
  return unitsText(d.round(2, 'half-up'), 2);
}

/**
 * A decimal as stored (a numeric column's text) without trailing zeros (`"2.000"` → `"2"`, `"9.50"` → `"9.5"`,
 * `"10"` stays): how quantities, rates and percentages read on the wire and on documents.
 */
export function plainNumber(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** The exact value in plain notation, without trailing zeros (`"12.5"`, `"0.000125"`, `"0"`). */
export function plain(d: Exact): string {
  let { units, scale } = d;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return unitsText(units, scale);
}
