/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (Excel then shows Chinese correctly),
 * CRLF line ends, every cell quoted. A cell a spreadsheet would read as a formula (starting with
 * `=`, `+`, `-`, `@`, tab or carriage return) gets a leading apostrophe, so a visitor's text can
 * never run as a formula on a staff member's computer.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
