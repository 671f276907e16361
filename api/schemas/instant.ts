import { z } from 'zod';

// A query's date and time (RFC 3339 with its offset: `2026-11-27T09:00:00Z`, `2026-11-27T10:00+01:00`,
// seconds and their fraction optional), years 1000 to 9999. The pattern is the document's as well,
// and admits only dates that exist (no 30 February, a 29th only in a leap year), so that whatever
// it admits is accepted.

const DAY = String.raw`(0[1-9]|1[0-9]|2[0-8])`;
const MONTH_DAY = [
  String.raw`(0[13578]|1[02])-(${DAY}|29|30|31)`,
  String.raw`(0[469]|11)-(${DAY}|29|30)`,
  `02-${DAY}`,
].join('|');
const LEAP_YEAR = String.raw`[1-9][0-9](0[48]|[2468][048]|[13579][26])|([2468][048]|[13579][26])00`;
const DATE = String.raw`([1-9][0-9]{3})-(${MONTH_DAY})|(${LEAP_YEAR})-02-29`;
const TIME = String.raw`([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,9})?)?`;
const OFFSET = String.raw`Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9]`;
const INSTANT_PATTERN = new RegExp(`^(${DATE})T(${TIME})(${OFFSET})$`);

const RULE = 'must be a date and time with its offset, e.g. 2026-11-27T09:00:00Z';

/** The instant the text names, to the millisecond (a longer fraction is cut). */
function instantOf(text: string): Date {
  const [, y, mo, d, h, mi, s = '0', fraction = '', offset] =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:\d{2})$/.exec(text)!;
  const local = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const sign = offset.startsWith('-') ? -1 : 1;
  const offsetMinutes = offset === 'Z' ? 0 : sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)));
  return new Date(local - offsetMinutes * 60_000);
}

/** An optional query parameter holding an instant, read as a Date. */
export const instantQuery = () => z.string(RULE).regex(INSTANT_PATTERN, RULE).transform(instantOf).optional();
