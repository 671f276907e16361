import type { HoleSpec } from '../../../schema';

const RULES =
  'Each line is one of: a blank line (only spaces and tabs); a comment, whose first non-blank character is ; or #; a section header [name] (spaces allowed around the name inside the brackets); or a key line key = value, split at the first =, with key and value trimmed of surrounding spaces and tabs. ' +
  'Keys before the first header belong to the unnamed global section; names of sections and keys use only A-Z, a-z, 0-9, _ and - and are case-sensitive; a key set twice in the same section keeps its last value, and a repeated section header merges its keys.';
const QFMT =
  'The first line holds n (0 <= n <= 500), followed by n lines of the file. Then a line with q (1 <= q <= 200), followed by q queries, one per line: section.key, or just key for the global section.';
const mk = (ini: string[], qs: string[]) => `${ini.length}\n${ini.join('\n')}${ini.length ? '\n' : ''}${qs.length}\n${qs.join('\n')}\n`;

export const hole: HoleSpec = {
  id: 36,
  title: 'The Config File Nobody Owns',
  category: 'parsing',
  difficulty: 6,
  variations: {
    A: {
      description:
        'The legacy deploy script reads an INI file, and you need to answer what it actually sees. ' +
        RULES +
        ' Given the file and q queries, print the value for each query, or NOT FOUND.',
      human: {
        input_format: QFMT,
        output_format: 'q lines: the value of each queried key (an empty value gives an empty line), or NOT FOUND.',
        examples: { input: mk(['name = api', '[db]', 'host = a.internal', 'host = b.internal'], ['db.host', 'name', 'db.name']), output: 'b.internal\napi\nNOT FOUND\n' },
      },
      hints: ['Only the first = separates key from value; the value may contain more.', 'A query without a dot looks in the global section.'],
      par: 492,
    },
    B: {
      description:
        'Before refactoring the INI file you want a canonical dump to diff against. ' +
        RULES +
        ' Print the global keys first, then every section (including empty ones) in character-code order of its name as a line [name] followed by its keys; keys are sorted by character codes and printed as key = value with their final values.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 500), followed by n lines of the file.',
        output_format: 'The canonical dump: global key lines first (no header), then for each section a header line [name] and its key lines key = value. Nothing at all for an empty file.',
        examples: { input: '5\nz = 1\n[web]\nport = 80\n[api]\nport=8080\n', output: 'z = 1\n[api]\nport = 8080\n[web]\nport = 80\n' },
      },
      hints: ['Merge repeated sections, and keep only the last value of a repeated key.', 'An empty value still prints as "key = " (trailing space is not checked).'],
      par: 527,
    },
    C: {
      description:
        'This INI dialect has inline comments and continuation lines. ' +
        RULES +
        ' In addition, inside a key line a ; or # that follows a space or tab starts a comment up to the end of the line; and a line that starts with a space or tab, is not blank or a comment, and comes right after a key line or another continuation line, is a continuation: its text (without comment, trimmed) is appended to the value with a single space in between (no space is added when the value so far is empty). ' +
        'Given the file and q queries, print the value for each query, or NOT FOUND.',
      human: {
        input_format: QFMT + ' Section headers are never indented and have nothing after the closing bracket.',
        output_format: 'q lines: the final value of each queried key (an empty value gives an empty line), or NOT FOUND.',
        examples: { input: mk(['[alert]', 'message = disk almost full ; tune later', '  please check', '  the replicas', 'level = high'], ['alert.message', 'alert.level']), output: 'disk almost full please check the replicas\nhigh\n' },
      },
      hints: ['Blank and comment lines end a continuation.', 'A ; directly after = or inside a word is part of the value.'],
      par: 700,
    },
    D: {
      description:
        'Your INI loader supports a [DEFAULT] section that fills in keys missing from other sections. ' +
        RULES +
        ' A query section.key returns the key from that section if present; otherwise, if that section appears in the file and [DEFAULT] has the key, the DEFAULT value; otherwise NOT FOUND. Global keys (queries without a dot) have no fallback.',
      human: {
        input_format: QFMT,
        output_format: 'q lines: the resolved value (an empty value gives an empty line), or NOT FOUND.',
        examples: { input: mk(['[DEFAULT]', 'timeout = 30', '[api]', 'port = 80', '[db]', 'timeout = 5'], ['api.timeout', 'db.timeout', 'cache.timeout', 'api.port']), output: '30\n5\nNOT FOUND\n80\n' },
      },
      hints: ['A section that never appears in the file does not inherit anything.', 'An empty value in a section still wins over the DEFAULT.'],
      par: 670,
    },
    E: {
      description:
        'The ops team added interpolation to the INI files. ' +
        RULES +
        ' Inside a value, ${key} is replaced by the resolved value of key in the same section, and ${section.key} by the resolved value of key in that section (global keys can only be referenced from the global section); any other $ is literal. ' +
        'Given the file and q queries, print each resolved value; print NOT FOUND if the queried key does not exist, and ERROR if resolving it needs a missing key or runs into a cycle.',
      human: {
        input_format: QFMT + ' Every resolved value that does not end in ERROR has at most 1000 characters.',
        output_format: 'q lines: the resolved value, NOT FOUND, or ERROR.',
        examples: { input: mk(['[db]', 'host = db1', 'port = 5432', 'url = pg://${host}:${port}', '[app]', 'dsn = ${db.url}/main'], ['app.dsn', 'db.url', 'app.url']), output: 'pg://db1:5432/main\npg://db1:5432\nNOT FOUND\n' },
      },
      hints: ['Resolve recursively and keep the chain of keys you are currently expanding.', 'Using the same key twice side by side is not a cycle.'],
      par: 927,
    },
  },
};
