import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { productCreateSchema, type ProductInput } from '@shop/core/catalog/admin-schemas';
import type { DatabaseHandle } from '../db/client';
import { categories, products } from '../db/schema/catalog';
import { recordAudit } from '../lib/audit';
import { cacheKeys } from '../lib/cache-keys';
import { CACHE_INVALIDATION_CHANNEL } from '../lib/response-cache';
import { insertProduct, toAdminProductDto } from '../modules/catalog/service';
import { CommandError } from './admin-commands';

/**
 * `import-products FILE.csv|json`: every row is checked with the admin API's product schema first;
 * one refused row means nothing is written, so a file is imported whole or not at all.
 */

export interface RefusedRow {
  /** Where to look in the file: 'line 4' of a CSV, 'item 3' of a JSON list. */
  where: string;
  name: string;
  reasons: string[];
}

export interface ImportReport {
  imported: number;
  drafts: number;
  refused: RefusedRow[];
  newCategories: string[];
}

interface SourceRow {
  where: string;
  fields: Record<string, unknown>;
}

const NUMBER_FIELDS = ['price', 'discountprice', 'discountPrice', 'quantity'];
/** A CSV cell can hold several image addresses, separated by | (commas belong to CSV itself). */
const IMAGE_SEPARATOR = /\s*\|\s*/;
const PROGRESS_EVERY = 250;

export async function readProductFile(file: string): Promise<SourceRow[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CommandError(`Cannot read ${file}.`);
  }
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return jsonRows(text, file);
  if (extension === '.csv') return csvRows(text, file);
  throw new CommandError('Give a .csv or a .json file.');
}

function jsonRows(text: string, file: string): SourceRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CommandError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) throw new CommandError(`${file} must hold a list of products, or {"products": [...]}.`);
  return list.map((item, index) => ({
    where: `item ${index + 1}`,
    fields: item !== null && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {},
  }));
}

function csvRows(text: string, file: string): SourceRow[] {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parseCsv(text, { columns: true, bom: true, trim: true, skip_empty_lines: true, info: true });
  } catch (error) {
    throw new CommandError(`${file} is not valid CSV: ${(error as Error).message}`);
  }
  return records.map(({ record, info }) => ({ where: `line ${info.lines}`, fields: fromCsvCells(record) }));
}

/** CSV cells are text: empty ones are left out (so defaults apply), numbers and image lists are read. */
function fromCsvCells(record: Record<string, string>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [column, cell] of Object.entries(record)) {
    if (cell === '') continue;
    if (NUMBER_FIELDS.includes(column)) fields[column] = /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
    else if (column === 'image' || column === 'images') fields.image = cell.split(IMAGE_SEPARATOR).filter(Boolean);
    else fields[column] = cell;
  }
  return fields;
}

function reasonsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.');
    return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
  });
}

const nameKey = (name: string) => name.trim().toLowerCase();

export async function importProducts(
  database: DatabaseHandle,
  rows: SourceRow[],
  { now = new Date(), onProgress }: { now?: Date; onProgress?: (done: number, total: number) => void } = {},
): Promise<ImportReport> {
  const { db } = database;
  const existingNames = new Set((await db.select({ name: products.name }).from(products)).map((row) => nameKey(row.name)));
  const seenAt = new Map<string, string>();
  const accepted: ProductInput[] = [];
  const refused: RefusedRow[] = [];

  for (const row of rows) {
    const parsed = productCreateSchema.safeParse(row.fields);
    const name = typeof row.fields.name === 'string' ? row.fields.name.trim() : '';
    const reasons = parsed.success ? [] : reasonsOf(parsed.error);
    if (name && existingNames.has(nameKey(name))) reasons.push(`a product named "${name}" is already in the shop`);
    const earlier = name ? seenAt.get(nameKey(name)) : undefined;
    if (earlier) reasons.push(`the same name as ${earlier}`);
    if (name && !earlier) seenAt.set(nameKey(name), row.where);
    if (reasons.length > 0 || !parsed.success) refused.push({ where: row.where, name: name || '(no name)', reasons });
    else accepted.push(parsed.data);
  }
  if (refused.length > 0 || accepted.length === 0) return { imported: 0, drafts: 0, refused, newCategories: [] };

  const newCategories = await db.transaction(async (tx) => {
    const known = new Map((await tx.select().from(categories)).map((row) => [row.name, row.subcategories]));
    const created: string[] = [];
    const needed = new Map<string, Set<string>>();
    for (const input of accepted) {
      const subcategories = needed.get(input.category) ?? new Set<string>();
      if (input.subcategory) subcategories.add(input.subcategory);
      needed.set(input.category, subcategories);
    }
    for (const [name, subcategories] of needed) {
      const current = known.get(name);
      if (!current) {
        await tx.insert(categories).values({ name, subcategories: [...subcategories], position: known.size + created.length });
        created.push(name);
        continue;
      }
      const missing = [...subcategories].filter((subcategory) => !current.includes(subcategory));
      if (missing.length > 0)
        await tx
          .update(categories)
          .set({ subcategories: [...current, ...missing] })
          .where(eq(categories.name, name));
    }
    for (const [index, input] of accepted.entries()) {
      const dto = toAdminProductDto(await insertProduct(tx, input, now));
      await recordAudit(tx, { actorId: null, action: 'import', entity: 'product', entityId: dto._id, after: dto }, now);
      if ((index + 1) % PROGRESS_EVERY === 0) onProgress?.(index + 1, accepted.length);
    }
    // Imports reach the storefront together: a running shop on the same PostgreSQL drops its cache now.
    await tx.execute(sql`select pg_notify(${CACHE_INVALIDATION_CHANNEL}, ${cacheKeys.products})`);
    await tx.execute(sql`select pg_notify(${CACHE_INVALIDATION_CHANNEL}, ${cacheKeys.categories})`);
    return created;
  });
  return {
    imported: accepted.length,
    drafts: accepted.filter((input) => input.status === 'draft').length,
    refused: [],
    newCategories,
  };
}

/** The lines the command prints: one per refused row, then what happened. */
export function describeImport(report: ImportReport, file: string): string {
  if (report.refused.length > 0) {
    return [
      ...report.refused.map((row) => `Refused ${row.where} (${row.name}): ${row.reasons.join('; ')}`),
      `Nothing was imported: ${report.refused.length} row(s) of ${file} need fixing first.`,
    ].join('\n');
  }
  if (report.imported === 0) return `${file} holds no products.`;
  const lines = [`Imported ${report.imported} product(s) from ${file}.`];
  if (report.newCategories.length > 0) lines.push(`New categories: ${report.newCategories.join(', ')}.`);
  if (report.drafts > 0) lines.push(`${report.drafts} are drafts (no status column, or status draft): publish them in the admin API.`);
  return lines.join('\n');
}
