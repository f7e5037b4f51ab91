import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const columns = [
  { header: 'Name', value: (row: { name: string; phone: string | null }) => row.name },
  { header: 'Phone', value: (row: { name: string; phone: string | null }) => row.phone },
];

describe('toCsv', () => {
  it('writes a header and one line per row, CRLF, with a BOM for Excel', () => {
    expect(toCsv(columns, [{ name: 'Omar', phone: null }])).toBe('\uFEFFName,Phone\r\nOmar,\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(columns, [{ name: 'Haddad, "Omar"\nJr', phone: '' }])).toBe(
      '\uFEFFName,Phone\r\n"Haddad, ""Omar""\nJr",\r\n',
    );
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    const csv = toCsv(columns, [{ name: '=HYPERLINK("http://x")', phone: '+971501234567' }]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain("'+971501234567");
  });

  it('keeps Arabic text as it is', () => {
    expect(toCsv(columns, [{ name: 'فاطمة', phone: null }])).toContain('فاطمة');
  });
});
