import assert from 'node:assert/strict';
import { csvCell, csvLine } from '../../lib/text-formats';

describe('CSV cells: quoted as RFC 4180 says, never a formula in a spreadsheet', () => {
  it('quotes every cell and doubles the quotes inside', () => {
    assert.equal(csvCell('Ada'), '"Ada"');
    assert.equal(csvCell('Smith, John'), '"Smith, John"');
    assert.equal(csvCell('Say "hi"'), '"Say ""hi"""');
    assert.equal(csvCell('two\r\nlines'), '"two\r\nlines"');
    assert.equal(csvCell(''), '""');
    assert.equal(csvCell(null), '""');
    assert.equal(csvCell(undefined), '""');
    assert.equal(csvCell(42), '"42"');
    assert.equal(csvCell(false), '"false"');
  });

  it('puts a single quote before a cell that starts with =, +, -, @ (or their full-width forms), a tab or a CR', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      assert.equal(csvCell(`${start}1+1`), `"'${start}1+1"`);
    }
    // Their full-width forms, which a spreadsheet in an East Asian locale reads as the ASCII signs.
    for (const start of ['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']) {
      assert.equal(csvCell(`${start}1+1`), `"'${start}1+1"`);
    }
    assert.equal(csvCell('=HYPERLINK("http://evil.example","x")'), `"'=HYPERLINK(""http://evil.example"",""x"")"`);
    // Only the first character counts: the same signs further on are text already.
    assert.equal(csvCell('Ada = 1'), '"Ada = 1"');
    assert.equal(csvCell(' =1'), '" =1"');
  });

  it('ends a line with CRLF', () => {
    assert.equal(csvLine(['a', 1, null, '@x']), `"a","1","","'@x"\r\n`);
  });
});
