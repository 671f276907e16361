import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 75,
  title: 'Tables for the Status Report',
  category: 'text_formatting',
  difficulty: 5,
  variations: {
    A: {
      description:
        'The weekly status report is plain text, and the health-check export is a comma-separated file. ' +
        'Render it as an aligned table: the width of a column is the length of its longest entry (header included); each line is its cells padded on the right with spaces to the column width and joined with " | ". ' +
        'After the header line comes a separator line made of one run of dashes per column, each as long as the column width, joined with "-+-".',
      human: {
        input_format: 'The first line is the header: 1 to 8 column names separated by commas. Each following line (0 to 50 of them) is a data row with exactly as many comma-separated cells as the header. Names and cells are 0 to 20 printable ASCII characters without commas or | and without leading or trailing spaces; header names are never empty, and a row never consists of a single empty cell. The emptiest input is a header alone.',
        output_format: 'The header line, the separator line, then one line per data row (trailing spaces do not matter).',
        examples: { input: 'name,status,ms\napi,ok,12\ndb,degraded,-340\n', output: 'name | status   | ms\n-----+----------+-----\napi  | ok       | 12\ndb   | degraded | -340\n' },
      },
      hints: ['Compute all column widths before printing anything.'],
      par: 312,
    },
    B: {
      description:
        'Render the comma-separated health-check export as an aligned table in which numbers line up on the right. ' +
        'The width of a column is the length of its longest entry (header included). ' +
        'A column is numeric if it has at least one data row and every one of its data cells is an integer (an optional minus sign and one or more digits); in numeric columns every cell, header included, is padded on the left to the column width, in other columns on the right. ' +
        'Cells are joined with " | ", and after the header comes a separator line of one run of dashes per column, as long as the column width, joined with "-+-".',
      human: {
        input_format: 'The first line is the header: 1 to 8 column names separated by commas. Each following line (0 to 50 of them) is a data row with exactly as many comma-separated cells as the header. Names and cells are 0 to 20 printable ASCII characters without commas or | and without leading or trailing spaces; header names are never empty, and a row never consists of a single empty cell. The emptiest input is a header alone (no column is numeric then).',
        output_format: 'The header line, the separator line, then one line per data row (trailing spaces do not matter).',
        examples: { input: 'name,status,ms\napi,ok,12\ndb,degraded,-340\n', output: 'name | status   |   ms\n-----+----------+-----\napi  | ok       |   12\ndb   | degraded | -340\n' },
      },
      hints: ['An empty cell makes a column non-numeric.', 'So does a value like 1.2.'],
      par: 450,
    },
    C: {
      description:
        'The status report goes to management, so the table gets a full frame. ' +
        'The width w of a column is the length of its longest entry (header included). ' +
        'A border line is + followed, for each column, by w + 2 dashes and a +. ' +
        'Each row line is | followed, for each column, by a space, the cell padded on the right to w, a space and a |. ' +
        'Print a border, the header row, a border, the data rows, and a final border (with no data rows, the header is followed by only one border).',
      human: {
        input_format: 'The first line is the header: 1 to 8 column names separated by commas. Each following line (0 to 50 of them) is a data row with exactly as many comma-separated cells as the header. Names and cells are 0 to 20 printable ASCII characters without commas or | and without leading or trailing spaces; header names are never empty, and a row never consists of a single empty cell. The emptiest input is a header alone, which gives three lines.',
        output_format: 'The framed table.',
        examples: { input: 'name,status,ms\napi,ok,12\ndb,degraded,-340\n', output: '+------+----------+------+\n| name | status   | ms   |\n+------+----------+------+\n' +
          '| api  | ok       | 12   |\n| db   | degraded | -340 |\n+------+----------+------+\n' },
      },
      hints: ['The frame adds 2 characters of padding and 1 border character per column.'],
      par: 405,
    },
    D: {
      description:
        'The status report moved to the wiki, which wants Markdown tables. ' +
        'The width w of a column is the length of its longest entry (header included), but at least 3. ' +
        'Each line is | followed, for each column, by a space, the cell padded on the right to w, a space and a |. ' +
        'Print the header line, then a line in the same format whose cells are w dashes each, then the data rows.',
      human: {
        input_format: 'The first line is the header: 1 to 8 column names separated by commas. Each following line (0 to 50 of them) is a data row with exactly as many comma-separated cells as the header. Names and cells are 0 to 20 printable ASCII characters without commas or | and without leading or trailing spaces; header names are never empty, and a row never consists of a single empty cell. The emptiest input is a header alone, which gives two lines.',
        output_format: 'The Markdown table.',
        examples: { input: 'name,status,ms\napi,ok,12\ndb,degraded,-340\n', output: '| name | status   | ms   |\n| ---- | -------- | ---- |\n| api  | ok       | 12   |\n' +
          '| db   | degraded | -340 |\n' },
      },
      hints: ['Markdown needs at least three dashes per column in the separator.'],
      par: 320,
    },
    E: {
      description:
        'The health-check export has too many columns for the chat window, so you show it the way psql does in expanded mode. ' +
        'Let k be the length of the longest header name. ' +
        'For the i-th data row (counting from 1), print the line -[ RECORD i ] and then, for each column in order, the header name padded on the right to k characters, then " | ", then the cell.',
      human: {
        input_format: 'The first line is the header: 1 to 8 column names separated by commas. Each following line (0 to 50 of them) is a data row with exactly as many comma-separated cells as the header. Names and cells are 0 to 20 printable ASCII characters without commas or | and without leading or trailing spaces; header names are never empty, and a row never consists of a single empty cell. The emptiest input is a header alone: there are no records, so print nothing.',
        output_format: 'For each data row, one record line and one line per column.',
        examples: { input: 'name,status,ms\napi,ok,12\ndb,degraded,-340\n', output: '-[ RECORD 1 ]\nname   | api\nstatus | ok\nms     | 12\n-[ RECORD 2 ]\nname   | db\nstatus | degraded\n' +
          'ms     | -340\n' },
      },
      hints: ['An empty cell still gets its line, ending right after " | ".'],
      par: 257,
    },
  },
};
