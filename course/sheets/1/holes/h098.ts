import type { HoleSpec } from '../../../schema';
const FORMAT =
  'A CSV document with LF line endings: a header record, then data records. A field is either unquoted (containing no comma, double quote or line break) or enclosed in double quotes, in which case it may contain commas and line breaks, and a double quote inside it is written as two double quotes. Every record, including the last, ends with a line break; there are no blank lines outside quoted fields. The document is at most 15000 characters.';

export const hole: HoleSpec = {
  id: 98,
  title: 'The CSV That Fought Back',
  category: 'data_wrangling',
  difficulty: 8,
  variations: {
    A: {
      description:
        'The incident export is "just a CSV", except that the message column contains commas, quotes and multi-line stack traces. ' +
        'Someone ran wc -l on it and reported the wrong number of incidents in the status meeting. ' +
        'Parse the document properly and print the number of data records (not counting the header). ' +
        'The document is at most 15000 characters long.',
      human: {
        input_format: FORMAT + ' The smallest document is a header alone, giving 0.',
        output_format: 'One integer: the number of data records.',
        examples: { input: 'id,message\n1,"disk, full"\n2,"trace:\nline 2"\n', output: '2\n' },
      },
      hints: ['Walk the text character by character, tracking whether you are inside quotes.', 'A line break only ends a record when it is outside quotes.'],
      par: 89,
    },
    B: {
      description:
        'The incident export is a CSV whose message column contains commas, quotes and multi-line stack traces, and finance wants a column total. ' +
        'The first input line names a column; the CSV document follows. ' +
        'Parse the document properly and print the sum of the named column over all data records (its values are integers, possibly negative, possibly quoted). ' +
        'The document is at most 15000 characters long.',
      human: {
        input_format: 'The first line holds the column name (it appears exactly once in the header, unquoted in this line). Then ' + FORMAT + ' With no data records, print 0.',
        output_format: 'One integer: the sum of that column.',
        examples: { input: 'minutes\nid,message,minutes\n1,"disk, full",30\n2,"trace:\nline 2","-5"\n', output: '25\n' },
      },
      hints: ['Find the column index in the parsed header (header fields may be quoted too).', 'Naively splitting lines on commas shifts the columns.'],
      par: 180,
    },
    C: {
      description:
        'The incident export is a CSV whose message column contains commas, quotes and multi-line stack traces, and your log viewer only understands one record per line. ' +
        'Parse the document and print every record, header included, as its field values joined by |, with quotes removed ("" becomes ") and every line break inside a value written as the two characters \\n. ' +
        'Fields never contain | or backslashes. ' +
        'The document is at most 15000 characters long.',
      human: {
        input_format: FORMAT,
        output_format: 'One line per record (header first): the unquoted field values separated by |, line breaks inside values shown as \\n.',
        examples: { input: 'id,message\n1,"disk, full"\n2,"say ""hi""\nbye"\n', output: 'id|message\n1|disk, full\n2|say "hi"\\nbye\n' },
      },
      hints: ['Empty fields stay empty: a,,b becomes a||b.', 'A quoted empty field "" is just an empty value.'],
      par: 131,
    },
    D: {
      description:
        'The incident export is a CSV whose message column contains commas, quotes and multi-line stack traces, and some rows were mangled by a hand edit. ' +
        'Parse the document properly and find the data records whose number of fields differs from the header\'s. ' +
        'Print their record numbers (1 for the first record after the header) in increasing order on one line separated by spaces, or ok if every record is well-formed. ' +
        'The document is at most 15000 characters long.',
      human: {
        input_format: FORMAT + ' With no data records, print ok.',
        output_format: 'One line: the record numbers separated by single spaces, or ok.',
        examples: { input: 'id,message,minutes\n1,"disk, full",30\n2,"trace:\nline 2"\n3,a,b,c\n', output: '2 3\n' },
      },
      hints: ['Record numbers count records, not lines: a multi-line field does not advance the count.'],
      par: 183,
    },
    E: {
      description:
        'The incident export is a CSV whose message column contains commas, quotes and multi-line stack traces, and the dashboard team wants fewer columns in a different order. ' +
        'The first input line lists the wanted column names separated by commas; the CSV document follows. ' +
        'Print a new CSV (header first) containing just those columns in that order, quoting a field if and only if it contains a comma, a double quote or a line break, and doubling the double quotes inside quoted fields. ' +
        'The document is at most 15000 characters long.',
      human: {
        input_format: 'The first line lists 1 to 4 distinct column names separated by commas (each appears exactly once in the header). Then ' + FORMAT + ' All records have as many fields as the header.',
        output_format: 'The new CSV document, one record per output record, each ending with a line break; minimal quoting as described.',
        examples: { input: 'message,id\nid,message\n1,"disk, full"\n"2","ok"\n', output: 'message,id\n"disk, full",1\nok,2\n' },
      },
      hints: ['Parse fully, then re-quote: fields quoted in the input may not need quotes in the output, and vice versa for the header.'],
      par: 315,
    },
  },
};
