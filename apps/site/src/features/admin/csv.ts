/**
 * CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, fields with a comma, quote or line
 * break in double quotes (quotes doubled). A field that a spreadsheet would run as a formula (starting with =, +,
 * -, @, a tab or a carriage return) is prefixed with an apostrophe, so a customer's name cannot become a formula
 * in the office's Excel (OWASP "CSV injection"). A UTF-8 byte order mark makes Excel read Arabic names right.
 */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

function field(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => field(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => field(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands the browser a file to save ('bookings-2026-11-24.csv'). */
export function downloadFile(name: string, content: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
