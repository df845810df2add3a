import { buildCsv, csvCell, csvRow, guardFormula, utf8Bom } from '../src/http/csv.js';

describe('csvCell', () => {
  it('writes plain text as it is', () => {
    expect(csvCell('ORD-2026-000001')).toBe('ORD-2026-000001');
    expect(csvCell('선셋 루프 팩')).toBe('선셋 루프 팩');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('line1\r\nline2')).toBe('"line1\r\nline2"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('padded ')).toBe('"padded "');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '＝1', '  =HYPERLINK("x")'])(
    'neutralises a formula start: %j',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('guards and quotes together when both are needed', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(guardFormula('-5')).toBe("'-5");
    // Numbers are data: a negative number stays a number.
    expect(csvCell(-5)).toBe('-5');
  });

  it('leaves safe text starting with other symbols alone', () => {
    expect(csvCell('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    );
    expect(csvCell('12.5')).toBe('12.5');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('buildCsv', () => {
  it('starts with a UTF-8 BOM and ends every line with CRLF', () => {
    const text = buildCsv(
      ['번호', 'Note'],
      [
        ['ORD-1', 'hello, world'],
        ['ORD-2', null],
      ],
    );
    expect(text.startsWith(utf8Bom)).toBe(true);
    expect(text).toBe(`${utf8Bom}번호,Note\r\nORD-1,"hello, world"\r\nORD-2,\r\n`);
  });

  it('encodes the BOM as EF BB BF in UTF-8', () => {
    const bytes = new TextEncoder().encode(buildCsv(['a'], []));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('joins cells with commas', () => {
    expect(csvRow(['a', 1, null, 'b'])).toBe('a,1,,b');
  });
});
