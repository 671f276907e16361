import type { HoleSpec } from '../../../schema';

const GRAMMAR =
  'Bencode values are: integers i<n>e (n in decimal, optionally negative), strings <len>:<chars> (len in decimal, then exactly len characters, which may be anything printable including digits, colons and e), lists l<values>e and dictionaries d<key><value>...e whose keys are strings.';
const LINE = 'The line has at most 10000 characters, uses printable ASCII only, and nests lists and dictionaries at most 500 deep.';

export const hole: HoleSpec = {
  id: 38,
  title: 'Decoding the Torrent of Logs',
  category: 'parsing',
  difficulty: 8,
  variations: {
    A: {
      description:
        'The log shipper hands you its state file in bencode, and you want to read it as JSON. ' +
        GRAMMAR +
        ' Given one valid bencoded value, print it as compact JSON: integers as numbers, strings in double quotes with every " and \\ preceded by a backslash, lists as [a,b], dictionaries as {"key":value} in their original order, with no spaces.',
      human: {
        input_format: 'One line with exactly one valid bencoded value. ' + LINE + ' Integers have at most 15 digits.',
        output_format: 'One line: the value in compact JSON as described.',
        examples: { input: 'd3:cow3:moo4:spaml1:a1:bi37eee\n', output: '{"cow":"moo","spam":["a","b",37]}\n' },
      },
      hints: ['Read the length prefix of a string, then take exactly that many characters, whatever they are.', 'A recursive function returning the value and the next position is enough.'],
      par: 846,
    },
    B: {
      description:
        'Accounting wants the total of all the counters in the bencoded state file. ' +
        GRAMMAR +
        ' Given one valid bencoded value, print the sum of all integers it contains at any depth (digits inside strings do not count).',
      human: {
        input_format: 'One line with exactly one valid bencoded value. ' + LINE + ' Integers have at most 12 digits.',
        output_format: 'One integer: the sum of all integer values (0 if there are none).',
        examples: { input: 'd3:agei42e4:tagsl2:i9i-2eee\n', output: '40\n' },
      },
      hints: ['A string such as 3:i9e contains no integer: skip strings by their length.'],
      par: 766,
    },
    C: {
      description:
        'Your JSON converter crashes on deeply nested state files, so first you measure them. ' +
        GRAMMAR +
        ' The depth of an integer or string is 0; the depth of a list or dictionary is 1 plus the largest depth of its elements (its values, for a dictionary), or 1 if it is empty. Given one valid bencoded value, print its depth.',
      human: {
        input_format: 'One line with exactly one valid bencoded value. ' + LINE,
        output_format: 'One integer: the depth.',
        examples: { input: 'ld1:alleeei5ee\n', output: '4\n' },
      },
      hints: ['Characters l and d inside strings do not open anything.'],
      par: 378,
    },
    D: {
      description:
        'Half of the state files on the broken node are corrupt; you need a strict validator. ' +
        GRAMMAR +
        ' A line is valid when it is exactly one value and: every integer is 0 or an optional - followed by digits without a leading zero (so i-0e, i03e and ie are invalid); every length is 0 or has no leading zero, and enough characters follow; ' +
        'every list and dictionary is closed by e; dictionary keys are strings in strictly increasing order (comparing character codes, so no duplicates). Print valid or invalid.',
      human: {
        input_format: 'One line of at most 10000 printable ASCII characters (possibly empty), nesting lists and dictionaries at most 500 deep.',
        output_format: 'One word: valid or invalid.',
        examples: { input: 'd1:ai1e1:bli2eee\n', output: 'valid\n' },
      },
      hints: ['After the top-level value there must be nothing left.', 'Compare each dictionary key with the previous key of the same dictionary.'],
      par: 860,
    },
    E: {
      description:
        'You need one field deep inside the bencoded state file. ' +
        GRAMMAR +
        ' A path is a list of segments separated by dots: on a dictionary a segment selects the value of that key, on a list a segment made of decimal digits selects that 0-based index. ' +
        'Given a path and one valid bencoded value, print the selected value as compact JSON (integers as numbers, strings in double quotes with " and \\ escaped by a backslash, lists [a,b], dictionaries {"k":v} in original order, no spaces), or not found.',
      human: {
        input_format:
          'The first line holds the path: zero or more segments separated by dots, each segment non-empty and without dots (an empty line selects the whole value). The second line holds one valid bencoded value. ' + LINE + ' Integers have at most 15 digits.',
        output_format: 'One line: the selected value as compact JSON, or not found.',
        examples: { input: 'info.files.0\nd4:infod5:filesld1:ni5eeeee\n', output: '{"n":5}\n' },
      },
      hints: ['Indexing an integer or a string never works.', 'An index must be smaller than the length of the list.'],
      par: 1133,
    },
  },
};
