/**
 * A number setting typed into a field, as the API takes it: empty is null (off, or "the company's");
 * what is not a whole number goes as typed, for the API to explain.
 */
export function wholeNumberOf(typed: string): number | string | null {
  const value = typed.trim();
  if (value === '') return null;
  return /^\d{1,4}$/.test(value) ? Number(value) : value;
}
