import assert from 'node:assert/strict';

/**
 * A strict reader of the CSV the service writes (RFC 4180, every cell quoted, CRLF line ends, a
 * byte order mark first): each line as its cells, the header line first. Anything else fails the test.
 */
export function parseCsv(text: string): string[][] {
  assert.ok(text.startsWith('\ufeff'), 'the file starts with a byte order mark');
  const lines: string[][] = [];
  let at = 1;
  while (at < text.length) {
    const cells: string[] = [];
    for (;;) {
      assert.equal(text[at], '"', `a quoted cell at character ${at}`);
      let cell = '';
      for (at++; ; at++) {
        assert.ok(at < text.length, 'a cell closed by a quote');
        if (text[at] === '"' && text[at + 1] === '"') {
          cell += '"';
          at++;
        } else if (text[at] === '"') break;
        else cell += text[at];
      }
      cells.push(cell);
      at++;
      if (text[at] === ',') {
        at++;
        continue;
      }
      assert.equal(text.slice(at, at + 2), '\r\n', `a comma or CRLF after the cell at character ${at}`);
      at += 2;
      break;
    }
    lines.push(cells);
  }
  return lines;
}

/** The lines after the header, each as an object by the header's names. */
export function csvRecords(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  return rows.map((cells) => {
    assert.equal(cells.length, header.length, 'every line has a cell for each column');
    return Object.fromEntries(header.map((name, i) => [name, cells[i]]));
  });
}
