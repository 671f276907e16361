import type { HoleSpec } from '../../../schema';

const FORMAT =
  'Each log line is a sequence of key=value pairs separated by one or more spaces. A key is 1 to 20 characters among a-z and _. ' +
  'A value is either bare (zero or more characters, none of them a space or a double quote) or quoted: a double quote, then characters in which \\" stands for a double quote and \\\\ for a backslash, then a closing double quote. ' +
  'If a key appears several times on a line, its last value counts.';
const LINES = 'Each of the next n lines is a log line (possibly with no pairs at all) of at most 200 characters; n is at most 300 and the whole input has at most 20000 characters.';

export const hole: HoleSpec = {
  id: 34,
  title: 'Logfmt at Four in the Morning',
  category: 'parsing',
  difficulty: 4,
  variations: {
    A: {
      description:
        'The service logs in logfmt and you need one field from every line, right now. ' +
        FORMAT +
        ' Given a key and the log lines, print for every line the value of that key (with quotes removed and escapes resolved), or - if the key does not occur on the line.',
      human: {
        input_format: 'The first line holds the key. The second line holds n (0 <= n <= 300). ' + LINES,
        output_format: 'n lines: the decoded value of the key on each log line (an empty value gives an empty line), or - when it is absent. Nothing at all when n = 0.',
        examples: { input: 'msg\n2\nlevel=info msg="cache warmed" took=3ms\nlevel=warn took=9ms\n', output: 'cache warmed\n-\n' },
      },
      hints: ['Inside quotes, spaces and = signs are part of the value.', 'A backslash in a quoted value always escapes the next character.'],
      par: 337,
    },
    B: {
      description:
        'During the incident review everyone asks how noisy each log level was. ' +
        FORMAT +
        ' Given the log lines, count the lines by the decoded value of their level key (lines without a level key are ignored) and print the counts, largest first, ties by level name in character-code order.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 300). ' + LINES,
        output_format: 'One line per distinct level value: the value, a space and the count, sorted by decreasing count and then by value. Print (none) if no line has a level key.',
        examples: { input: '3\nlevel=info msg=a\nlevel=error msg="b c"\nlevel=info\n', output: 'info 2\nerror 1\n' },
      },
      hints: ['Parse each line fully: a level= inside a quoted message is not a key.'],
      par: 536,
    },
    C: {
      description:
        'Capacity planning wants the total latency per service. ' +
        FORMAT +
        ' Given the log lines, add up the latency_ms values (decoded, always an integer between 0 and 1000000 when present) per decoded svc value, over the lines that have both keys.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 300). ' + LINES + ' Service names consist of a-z and _.',
        output_format: 'One line per service: the name, a space and the total, sorted by name in character-code order. Print (none) if no line has both keys.',
        examples: { input: '3\nsvc=auth latency_ms=12\nsvc=search latency_ms="30"\nsvc=auth latency_ms=8 msg="svc=search latency_ms=99"\n', output: 'auth 20\nsearch 30\n' },
      },
      hints: ['Values can be quoted even when they are numbers.', 'Text inside a quoted value never creates keys.'],
      par: 522,
    },
    D: {
      description:
        'You only want to read the errors. ' +
        FORMAT +
        ' Given the log lines, print the decoded msg value of every line whose decoded level value is exactly error, in order; print - for such a line without a msg key.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 300). ' + LINES,
        output_format: 'One line per error line: its decoded message (possibly empty) or -. Print (none) if there is no error line.',
        examples: { input: '3\nlevel=error msg="db timeout"\nlevel=info msg=ok\nlevel=error\n', output: 'db timeout\n-\n' },
      },
      hints: ['ERROR and "error " are not error.', 'A later level= on the same line overrides an earlier one.'],
      par: 409,
    },
    E: {
      description:
        'To compare logs across services you rewrite every line in canonical form. ' +
        FORMAT +
        ' For each line, keep the last value of every key, sort the keys in character-code order and write key=value pairs separated by single spaces; ' +
        'a value is written bare if it is non-empty and contains no space, double quote, = or backslash, and otherwise quoted, with every backslash and double quote preceded by a backslash.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 300). ' + LINES,
        output_format: 'n lines: the canonical form of each log line (an empty line for a line without pairs). Nothing at all when n = 0.',
        examples: { input: '2\nmsg="ok" level=info  took="3 ms"\nb=1 a="x=y" b=""\n', output: 'level=info msg=ok took="3 ms"\na="x=y" b=""\n' },
      },
      hints: ['Decode every value first, then decide how to re-encode it.'],
      par: 497,
    },
  },
};
