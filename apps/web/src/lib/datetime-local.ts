/** A `datetime-local` input's value for now, in the browser's time zone. */
export function nowLocal(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

/** A `datetime-local` value as the ISO instant the API takes, or null when it is empty or not a time. */
export function localToIso(local: string): string | null {
  const t = Date.parse(local);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
