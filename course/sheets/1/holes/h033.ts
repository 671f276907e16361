import type { HoleSpec } from '../../../schema';

const RULES =
  'The query string is the part of the URL after the first ? and before the first # (if there is no ?, it is empty). ' +
  'It is split on &, empty pieces are ignored, and each piece is split at its first = into a key and a value; a piece without = has an empty value.';
const URLF = 'The URL is one line of at most 2000 printable ASCII characters without spaces.';

export const hole: HoleSpec = {
  id: 33,
  title: 'Dashboard Link Archaeology',
  category: 'parsing',
  difficulty: 3,
  variations: {
    A: {
      description:
        'Someone pasted a monitoring dashboard link into the ticket, and you need one of its settings. ' +
        RULES +
        ' Given a key and a URL, print the value of the first piece whose key is exactly that key, or missing if there is none.',
      human: {
        input_format: 'The first line holds the key (1 to 20 characters among a-z, 0-9 and _). The second line holds the URL. ' + URLF,
        output_format: 'One line: the value (possibly empty, then print an empty line), or the word missing.',
        examples: { input: 'range\nhttps://grafana.example.com/d/abc?from=now-6h&range=1h&range=2h\n', output: '1h\n' },
      },
      hints: ['Everything after # is a fragment, not a parameter.', 'Only the first = of a piece separates key from value.'],
      par: 203,
    },
    B: {
      description:
        'You want to diff two dashboard links, so you first normalise each one into a sorted list of parameters. ' +
        RULES +
        ' Given a URL, print every piece as key=value, one per line, sorted by key (by character codes); pieces with equal keys keep their original order.',
      human: {
        input_format: 'One line with the URL. ' + URLF,
        output_format: 'One line key=value per piece (a piece without = is printed with an empty value, like key=). If there are no pieces, print (none).',
        examples: { input: 'https://grafana.example.com/d/abc?var=db&from=now-6h&var=cache\n', output: 'from=now-6h\nvar=db\nvar=cache\n' },
      },
      hints: ['Use a stable sort on the key only, not on the whole piece.'],
      par: 193,
    },
    C: {
      description:
        'The link came out of a chat client that percent-encodes everything. ' +
        RULES +
        ' Keys and values are then decoded: every + becomes a space and every %XX (two hexadecimal digits, either case) becomes the character with that code; the decoded characters are printable ASCII. ' +
        'Print every piece as key: value in the original order.',
      human: {
        input_format: 'One line with the URL. ' + URLF + ' Every % is followed by two hexadecimal digits encoding a code between 32 and 126.',
        output_format: 'One line per piece: the decoded key, a colon and a space, then the decoded value (the line ends right after the colon and space when the value is empty). If there are no pieces, print (none).',
        examples: { input: 'https://logs.example.com/search?q=status%3A500+OR+timeout&since=1h\n', output: 'q: status:500 OR timeout\nsince: 1h\n' },
      },
      hints: ['Split first, decode afterwards: an encoded %26 or %3D must not split anything.', 'Replace + before decoding, so that %2B stays a plus sign.'],
      par: 298,
    },
    D: {
      description:
        'The dashboard accepts repeated parameters, like several tag filters. ' +
        RULES +
        ' Given a key and a URL, print the values of all pieces whose key is exactly that key, in order, joined by commas; print missing if there are none.',
      human: {
        input_format: 'The first line holds the key (1 to 20 characters among a-z, 0-9 and _). The second line holds the URL. ' + URLF,
        output_format: 'One line: the values joined by commas (empty values stay, so a,,b is possible), or the word missing.',
        examples: { input: 'tag\nhttps://status.example.com/incidents?tag=db&page=2&tag=net\n', output: 'db,net\n' },
      },
      hints: ['Collect, then join: a key present only without = gives an empty line, not missing.'],
      par: 197,
    },
    E: {
      description:
        'To deduplicate bookmarks you canonicalise dashboard links. ' +
        RULES +
        ' For each key only its last piece counts; keys whose last value is empty are dropped; the remaining keys are sorted by character codes and written back as key=value joined by &. ' +
        'Print the part of the URL before the ?, followed by ? and the canonical query if it is not empty; the fragment is dropped.',
      human: {
        input_format: 'One line with the URL. ' + URLF,
        output_format: 'One line: the canonical URL (without a trailing ? when no parameter remains).',
        examples: { input: 'https://grafana.example.com/d/abc?var=db&from=now-6h&var=cache&debug#panel-2\n', output: 'https://grafana.example.com/d/abc?from=now-6h&var=cache\n' },
      },
      hints: ['A dictionary keyed by parameter name keeps the last value for you.', 'Drop empty values only after deciding which piece is the last one.'],
      par: 250,
    },
  },
};
