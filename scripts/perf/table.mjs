// @ts-check
/**
 * Prints rows as a plain-text table: the first column left-aligned, the others right-aligned,
 * a dashed rule under the header. The measuring scripts' reports share it.
 * @param {string[]} header
 * @param {string[][]} rows
 */
export function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ");
  console.log(`\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}
