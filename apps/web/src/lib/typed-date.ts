/** "dd/mm/yyyy" as typed → "YYYY-MM-DD" as sent; anything else is left for the schema to name. */
export function isoOf(typed: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed.trim());
  return m ? `${m[3]}-${m[2]?.padStart(2, '0')}-${m[1]?.padStart(2, '0')}` : typed;
}
