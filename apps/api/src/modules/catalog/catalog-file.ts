/**
 * Reading the reference data files by column NAME, with errors that name the file and the line.
 * O*NET text files are tab-delimited without quoting; BLS and AI-exposure files are CSV (RFC 4180).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'csv-parse/sync';

export class CatalogFileError extends Error {
  constructor(
    public readonly file: string,
    public readonly line: number | null,
    detail: string,
  ) {
    super(`${file}${line ? `, line ${line}` : ''}: ${detail}`);
    this.name = 'CatalogFileError';
  }
}

export type Table = {
  file: string;
  /** Each data row with its 1-based line number in the file. */
  rows: { line: number; cells: string[] }[];
  /** Column index by header name. */
  column: (name: string) => number;
};

function readText(path: string): string {
  if (!existsSync(path)) throw new CatalogFileError(path, null, 'file not found');
  return readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
}

function requireColumns(path: string, header: string[], required: readonly string[]) {
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length)
    throw new CatalogFileError(
      path,
      1,
      `missing column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')}`,
    );
}

function table(path: string, header: string[], rows: Table['rows']): Table {
  const index = new Map(header.map((h, i) => [h, i]));
  return {
    file: path,
    rows,
    column: (name) => {
      const i = index.get(name);
      if (i === undefined) throw new CatalogFileError(path, 1, `missing column "${name}"`);
      return i;
    },
  };
}

/** A tab-delimited O*NET file; every listed column must be in the header. */
export function readTsv(path: string, required: readonly string[]): Table {
  const text = readText(path);
  const lines = text.split(/\r?\n/);
  const header = lines[0].split('\t').map((h) => h.trim());
  if (!lines[0].trim()) throw new CatalogFileError(path, 1, 'the file is empty (expected a header line)');
  requireColumns(path, header, required);
  const rows: Table['rows'] = [];
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i];
    if (!raw.trim()) continue;
    const cells = raw.split('\t');
    if (cells.length !== header.length)
      throw new CatalogFileError(
        path,
        i + 1,
        `expected ${header.length} tab-separated fields, found ${cells.length}`,
      );
    rows.push({ line: i + 1, cells });
  }
  return table(path, header, rows);
}

/** A CSV file with a header line. */
export function readCsv(path: string, required: readonly string[]): Table {
  const text = readText(path);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      relax_column_count: false,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (err) {
    const e = err as { lines?: number; message: string };
    throw new CatalogFileError(path, e.lines ?? null, `not valid CSV (${e.message.replace(/^.*?:\s*/, '')})`);
  }
  if (!records.length) throw new CatalogFileError(path, 1, 'the file is empty (expected a header line)');
  const header = records[0].record.map((h) => h.trim());
  requireColumns(path, header, required);
  return table(
    path,
    header,
    records.slice(1).map((r) => ({ line: r.info.lines, cells: r.record })),
  );
}

/** A number cell; `#`/`*` and similar are reported with file and line unless `allowBlank`. */
export function numberCell(
  t: Table,
  row: Table['rows'][number],
  name: string,
  options: { allowBlank?: boolean } = {},
) {
  const raw = row.cells[t.column(name)].trim().replace(/,/g, '');
  if (raw === '' && options.allowBlank) return null;
  const n = Number(raw);
  if (raw === '' || !Number.isFinite(n))
    throw new CatalogFileError(
      t.file,
      row.line,
      `column "${name}" should be a number, found "${row.cells[t.column(name)]}"`,
    );
  return n;
}

export const cell = (t: Table, row: Table['rows'][number], name: string) => row.cells[t.column(name)].trim();

export const shortName = (path: string) => basename(path);
