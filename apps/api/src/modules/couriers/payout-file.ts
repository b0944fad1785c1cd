import type { FastifyRequest } from 'fastify';
import { parse as parseCsv, CsvError, type Options as CsvOptions } from 'csv-parse/sync';
import { commonErrorCodes } from '@shop/core/contract/error-codes';
import {
  courierPayoutErrorCodes,
  normaliseTrackingNumber,
  paisaFromCell,
  PAYOUT_FILE_BYTES_MAX,
  PAYOUT_LINES_MAX,
  type PayoutInputLine,
  type PayoutMapping,
} from '@shop/core/couriers/courier-payouts';
import type { PayoutLinesBody } from '@shop/core/couriers/admin-schemas';
import { paisa, rupeesToPaisa } from '@shop/core/shared/money';
import { findUnstorableText, unstorableTextMessage } from '@shop/core/shared/text';
import { HttpError, invalidField, malformedFormError } from '../../lib/http-errors';

/**
 * docs/product.md §4 Courier payouts: a courier's payout report read from the console's upload, or a
 * payout typed by hand, turned into checked lines. A report is refused whole, naming the line to fix:
 * half a payout is worse than none.
 */

/** The orders' own rule for a tracking number (orders/admin-schemas.ts); it also keeps spreadsheet formulas out. */
const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 /-]{1,60}$/;
/** A cell shown back in a message is cut to this many characters. */
const SHOWN_CELL_MAX = 40;
const FILE_NAME_MAX = 200;

export const payoutFileMessages = {
  unreadable: "This file is not a CSV report we can read. Save the report as 'CSV UTF-8' and upload it again.",
  unreadableLine: (line: number) =>
    `Line ${line} cannot be read as CSV: a quote is opened and not closed, or text follows a closing quote. Fix it and upload the report again.`,
  tooLarge: `The report can be at most ${PAYOUT_FILE_BYTES_MAX / 1024 / 1024} MB. Upload a week's report at a time.`,
  fileRequired: "file is required: the courier's payout report as a CSV file",
  oneFile: 'file: send one report at a time',
  tooManyLines: `A payout can have at most ${PAYOUT_LINES_MAX} lines. Split the report and upload each part.`,
  empty: 'This report has no lines under its header row.',
} as const;

export interface PayoutUpload {
  /** The file's name as the owner's device gave it, or null. */
  fileName: string | null;
  bytes: Buffer;
  /** The form's text fields (courier, mapping), not yet checked. */
  fields: Record<string, string>;
}

/** Control characters stay out of what is stored or shown back; a long name is cut. */
function printable(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, '?');
}

/** Reads the multipart form (file, courier, mapping); its limits become answers the owner understands. */
export async function readPayoutUpload(request: FastifyRequest): Promise<PayoutUpload> {
  if (!request.isMultipart()) throw new HttpError(415, commonErrorCodes.unsupportedMediaType, 'Send the report as multipart/form-data: file and courier');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PAYOUT_FILE_BYTES_MAX, files: 1, fields: 10, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, commonErrorCodes.requestTooLarge, payoutFileMessages.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw invalidField('file', payoutFileMessages.oneFile);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, commonErrorCodes.requestTooLarge, 'The request is too large.');
    throw malformedFormError(error) ?? error;
  }
  // The form is read here, not by Fastify, so the check every JSON body passes is made here.
  const unstorable = findUnstorableText(fields);
  if (unstorable) {
    const field = unstorable.join('.');
    throw new HttpError(400, commonErrorCodes.unstorableText, unstorableTextMessage(field), { fields: [field] });
  }
  if (!file) throw invalidField('file', payoutFileMessages.fileRequired);
  const fileName = printable(file.name).trim().slice(0, FILE_NAME_MAX);
  return { fileName: fileName === '' ? null : fileName, bytes: file.bytes, fields };
}

const unreadable = () => new HttpError(400, courierPayoutErrorCodes.fileUnreadable, payoutFileMessages.unreadable);

/**
 * The report's text: UTF-8 (a byte order mark dropped) or, after its mark, UTF-16 as Excel's "Unicode
 * text" saves it. Anything else (Windows-1252 from an older Excel) is refused rather than guessed: a
 * tracking number misread is a parcel never matched.
 */
export function decodePayoutFile(bytes: Uint8Array): string {
  const starts = (...mark: number[]) => mark.every((byte, index) => bytes[index] === byte);
  const [encoding, skip] = starts(0xef, 0xbb, 0xbf) ? ['utf-8', 3] : starts(0xff, 0xfe) ? ['utf-16le', 2] : starts(0xfe, 0xff) ? ['utf-16be', 2] : ['utf-8', 0];
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(skip));
  } catch {
    throw unreadable();
  }
  // A NUL is valid UTF-8, but only a file in another encoding (UTF-16 without its mark) has one.
  if (text.includes('\0')) throw unreadable();
  return text;
}

/** One record under the header row: its cells and the file line it starts on. */
export interface PayoutRow {
  line: number;
  cells: string[];
}

export interface PayoutTable {
  columns: string[];
  /** Records under the header, blank ones left out. */
  rows: PayoutRow[];
}

/** Commas, or semicolons or tabs for a report saved where the comma is the decimal mark, as its header row shows. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  if (header.includes(',')) return ',';
  if (header.includes(';') && !header.includes('\t')) return ';';
  if (header.includes('\t') && !header.includes(';')) return '\t';
  return ',';
}

/** Line breaks in a record's raw text: \r\n, \n or a lone \r each end one line. */
const lineBreaks = (raw: string) => raw.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * The report as a table, through csv-parse; each record knows the file line it starts on, counted from
 * its raw text because csv-parse's own count takes a \r\n inside quotes for two lines.
 */
export function readPayoutTable(text: string): PayoutTable {
  let nextLine = 1;
  let records: PayoutRow[];
  try {
    // With `raw`, csv-parse hands on_record each record together with its raw text, which its types leave out.
    const onRecord = ({ record, raw }: { record: string[]; raw: string }): PayoutRow => {
      const row = { line: nextLine, cells: record.map((cell) => cell.trim()) };
      nextLine += lineBreaks(raw);
      return row;
    };
    const options: CsvOptions = {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      raw: true,
      on_record: onRecord as unknown as CsvOptions['on_record'],
    };
    records = parseCsv(text, options) as unknown as PayoutRow[];
  } catch (error) {
    // The record that cannot be read starts where the last one read ended.
    if (error instanceof CsvError) {
      throw new HttpError(400, courierPayoutErrorCodes.fileUnreadable, payoutFileMessages.unreadableLine(nextLine), { line: nextLine });
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new HttpError(400, courierPayoutErrorCodes.empty, payoutFileMessages.empty);
  return { columns: header.cells, rows: rows.filter((row) => row.cells.some((cell) => cell !== '')) };
}

/** A cell as a message may show it: no control characters, at most SHOWN_CELL_MAX characters. */
function shown(cell: string): string {
  const text = printable(cell);
  return text.length > SHOWN_CELL_MAX ? `${text.slice(0, SHOWN_CELL_MAX)}…` : text;
}

const lineInvalid = (line: number, message: string) => new HttpError(400, courierPayoutErrorCodes.lineInvalid, `Line ${line}: ${message}`, { line });

/** One line as read, before its checks: each value with the column (or field) it came from. */
interface RawLine {
  line: number;
  trackingNumber: { column: string; text: string };
  amounts: { column: string; text: string; field: 'cashPaisa' | 'chargesPaisa' | 'taxPaisa' }[];
}

/**
 * The checks every payout's lines pass, read from a file or typed: a tracking number in the orders'
 * form, amounts that are amounts, no parcel twice, and between one and PAYOUT_LINES_MAX lines.
 */
function checkedLines(raw: readonly RawLine[], firstLine: number): PayoutInputLine[] {
  if (raw.length === 0) throw new HttpError(400, courierPayoutErrorCodes.empty, payoutFileMessages.empty);
  if (raw.length > PAYOUT_LINES_MAX) {
    throw new HttpError(400, courierPayoutErrorCodes.tooManyLines, payoutFileMessages.tooManyLines, { line: raw[PAYOUT_LINES_MAX]?.line ?? firstLine });
  }
  const seenOn = new Map<string, number>();
  return raw.map(({ line, trackingNumber, amounts }) => {
    const { column, text } = trackingNumber;
    if (text === '') throw lineInvalid(line, `the tracking number ('${column}') is empty`);
    if (!TRACKING_NUMBER_PATTERN.test(text)) {
      throw lineInvalid(line, `'${column}' holds '${shown(text)}', which is not a tracking number (letters, digits, spaces, dashes and slashes, at most 60)`);
    }
    const key = normaliseTrackingNumber(text);
    const earlier = seenOn.get(key);
    if (earlier !== undefined) throw lineInvalid(line, `tracking number '${shown(text)}' ('${column}') is already on line ${earlier}`);
    seenOn.set(key, line);
    const checked: PayoutInputLine = { line, trackingNumber: text, cashPaisa: 0, chargesPaisa: 0, taxPaisa: 0 };
    for (const amount of amounts) {
      const value = paisaFromCell(amount.text);
      if (value === null) throw lineInvalid(line, `'${amount.column}' holds '${shown(amount.text)}', which is not an amount in rupees`);
      checked[amount.field] = value;
    }
    return checked;
  });
}

/** The columns of a mapping, each with the line field it fills. */
function mappedColumns(mapping: PayoutMapping) {
  const amounts = [
    { field: 'cashPaisa' as const, column: mapping.codAmount },
    { field: 'chargesPaisa' as const, column: mapping.charges },
    { field: 'taxPaisa' as const, column: mapping.tax },
  ];
  return { tracking: mapping.trackingNumber, amounts: amounts.filter((amount): amount is { field: typeof amount.field; column: string } => !!amount.column) };
}

/** A report's lines by the owner's mapping: a column it names must be in the header row. */
export function payoutLinesOfTable(table: PayoutTable, mapping: PayoutMapping): PayoutInputLine[] {
  const { tracking, amounts } = mappedColumns(mapping);
  const indexOf = (column: string) => {
    const index = table.columns.indexOf(column);
    if (index < 0) {
      const there = table.columns.map((name) => `'${shown(name)}'`).join(', ');
      throw new HttpError(400, courierPayoutErrorCodes.columnMissing, `This report has no column '${shown(column)}'. Its columns are ${there}.`, { line: 1 });
    }
    return index;
  };
  const trackingIndex = indexOf(tracking);
  const amountIndexes = amounts.map((amount) => ({ ...amount, index: indexOf(amount.column) }));
  const raw: RawLine[] = [];
  for (const { line, cells } of table.rows) {
    const cell = (index: number) => cells[index] ?? '';
    // A row with nothing in the columns read is a blank or a total row's neighbour, not a parcel.
    if ([trackingIndex, ...amountIndexes.map((amount) => amount.index)].every((index) => cell(index) === '')) continue;
    raw.push({
      line,
      trackingNumber: { column: tracking, text: cell(trackingIndex) },
      amounts: amountIndexes.map(({ field, column, index }) => ({ field, column, text: cell(index) })),
    });
  }
  return checkedLines(raw, 2);
}

/** A payout typed by hand (its schema checked the types and amounts): numbered from 1 and checked as a file's lines are. */
export function payoutLinesOfTyped(lines: PayoutLinesBody['lines']): PayoutInputLine[] {
  const checked = checkedLines(
    lines.map((typed, index) => ({ line: index + 1, trackingNumber: { column: 'trackingNumber', text: typed.trackingNumber }, amounts: [] })),
    1,
  );
  return checked.map((line, index) => {
    const typed = lines[index]!;
    return {
      ...line,
      cashPaisa: rupeesToPaisa(typed.codAmount),
      chargesPaisa: typed.charges === undefined ? paisa(0) : rupeesToPaisa(typed.charges),
      taxPaisa: typed.tax === undefined ? paisa(0) : rupeesToPaisa(typed.tax),
    };
  });
}
