import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

/** Pieces of incident messages: commas, quotes, line breaks, blank lines, nothing at all. */
const FRAGMENTS = [
  'disk full',
  'timeout, retrying',
  'said "hello"',
  'line one\nline two',
  'a,b,"c"\nd',
  'ok',
  '""',
  ',',
  'multi\n\nblank',
  'Traceback:\n  at handler (api.js:42)\n  at main',
  'OOM killed',
  '5xx rate > 2%',
  "can't connect",
  'retry #3',
];

const SERVICES = ['api', 'auth', 'billing, legacy', 'search "beta"', 'cdn', 'queue'];

/** Text columns and how to fill them; the integer columns are id and minutes. */
const TEXT: Record<string, (random: Random) => string> = {
  service: (random) => random.pick(SERVICES),
  message: (random) => (random.chance(0.1) ? '' : random.picks(FRAGMENTS, random.int(1, 3)).join(' ')),
  owner: (random) => random.pick(['ana', 'ben', 'chloe', "O'Brien, P.", '"dee"', '']),
  severity: (random) => random.pick(['SEV1', 'SEV2', 'SEV3', 'SEV2, maybe']),
};

const INTEGER: Record<string, (random: Random) => string> = {
  id: (random) => String(random.int(1, 99999)),
  minutes: (random) => String(random.int(-100, 600)),
};

/** A field as written: quoted when it must be, and sometimes when it need not be. */
const cell = (random: Random, value: string): string =>
  /[",\n]/.test(value) || random.chance(0.15) ? '"' + value.replace(/"/g, '""') + '"' : value;

/** The columns of a document: id, message and minutes, plus some others, in random order. */
const columns = (random: Random): string[] =>
  random.shuffle(['id', 'message', 'minutes', ...random.sample(['service', 'owner', 'severity'], random.int(0, 3))]);

const value = (random: Random, column: string): string => (TEXT[column] ?? INTEGER[column])(random);

/**
 * A document with `records` data records (fewer if the 15000-character limit comes first); with `ragged`, about
 * one record in eight has a field too few or too many.
 */
function document(random: Random, header: string[], records: number, room: number, ragged = false): string {
  let text = header.map((h) => cell(random, h)).join(',') + '\n';
  for (let i = 0; i < records; i++) {
    const fields = header.map((h) => cell(random, value(random, h)));
    if (ragged && random.chance(0.12)) {
      if (random.chance(0.5)) fields.splice(random.int(0, fields.length - 1), 1);
      else fields.push(cell(random, random.pick(['extra', '', 'x,y'])));
    }
    const line = fields.join(',') + '\n';
    if (text.length + line.length > room) break;
    text += line;
  }
  return text;
}

/** What comes before the document in a variation: nothing, a column name, or a list of wanted columns. */
type Lead = (random: Random, header: string[]) => string;

const nothing: Lead = () => '';
const integerColumn: Lead = (random) => random.pick(Object.keys(INTEGER)) + '\n';
const wantedColumns: Lead = (random, header) =>
  random.sample(header, random.int(1, Math.min(4, header.length))).join(',') + '\n';

/** A variation's input with `min` to `max` records, its lead line(s) first, all within 15000 characters. */
const csv =
  (lead: Lead, min: number, max: number, ragged = false) =>
  (random: Random) => {
    const header = columns(random);
    const first = lead(random, header);
    return first + document(random, header, random.int(min, max), 15000, ragged);
  };

/** The drawn cases of a variation: three sizes and one document as long as the limit allows. */
const drawn = (lead: Lead, ragged = false) =>
  [
    { tag: 'typical', draw: csv(lead, 3, 20, ragged) },
    { tag: 'typical', draw: csv(lead, 20, 60, ragged) },
    { tag: 'typical', draw: csv(lead, 60, 120, ragged) },
    { tag: 'maximum', draw: csv(lead, 1000, 1000, ragged) },
  ] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: 'id,message\n' },
      { tag: 'minimum', input: 'a\n1\n' },
      { tag: 'tricky', input: 'a,b\n"x\ny\nz",1\n"""quoted""\n",2\n' },
      { tag: 'tricky', input: 'a,b\n"",""\n",",","\n' },
    ],
    drawn: drawn(nothing),
  },
  B: {
    fixed: [
      { tag: 'empty', input: 'minutes\nid,minutes\n' },
      { tag: 'minimum', input: 'a\na\n7\n' },
      { tag: 'tricky', input: 'n\n"x,n",n\n"1,2",3\n"4\n5",-6\n' },
      { tag: 'tricky', input: 'minutes\n"minutes","id"\n"10",1\n"-10",2\n0,3\n' },
    ],
    drawn: drawn(integerColumn),
  },
  C: {
    fixed: [
      { tag: 'empty', input: 'id,message\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'tricky', input: 'a,b\n"x\ny\nz",1\n"""quoted""\n",2\n' },
      { tag: 'tricky', input: 'a,b,c\n"",,""\n",","""",""""""\n' },
    ],
    drawn: drawn(nothing),
  },
  D: {
    fixed: [
      { tag: 'empty', input: 'id,message\n' },
      { tag: 'minimum', input: 'a\n1\n' },
      { tag: 'tricky', input: 'a,b\n"1,2"\n"x\n,y",z\n3,4,\n' },
      { tag: 'tricky', input: 'a,b\n,\n"",""\n' },
    ],
    drawn: drawn(nothing, true),
  },
  E: {
    fixed: [
      { tag: 'empty', input: 'id\nid,message\n' },
      { tag: 'minimum', input: 'a\na\n1\n' },
      { tag: 'tricky', input: 'b,a\n"a","b"\n"x\ny","say ""hi"""\n"",","\n' },
      { tag: 'tricky', input: 'c\na,b,c\n1,2,""\n1,2,""""\n' },
    ],
    drawn: drawn(wantedColumns),
  },
});
