/**
 * CSV as RFC 4180 writes it, made safe to open in a spreadsheet: every cell quoted (a quote inside
 * doubled), lines ended by CRLF. A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is one a spreadsheet may run as a formula (OWASP's CSV injection), and so is one that
 * starts with the full-width forms of those signs (`＝＋－＠`), which a spreadsheet in an East Asian
 * locale reads as the ASCII ones: either is written with a single quote in front, which spreadsheets
 * show as text.
 */

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One cell: empty for null or undefined, the value's text otherwise. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line: its cells separated by commas, ended by CRLF. */
export const csvLine = (values: ReadonlyArray<string | number | boolean | null | undefined>): string =>
  `${values.map(csvCell).join(',')}\r\n`;

/** The byte order mark: Excel reads a CSV file as UTF-8 only when it starts with one. */
export const UTF8_BOM = '\ufeff';
