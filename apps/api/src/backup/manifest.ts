import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** What names an archive as ours; a file without it is not a shop backup. */
export const ARCHIVE_FORMAT = 'naturals-shop-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_PREFIX = 'database/';
export const UPLOADS_PREFIX = 'uploads/';

/** A drizzle migration as the database records it: the journal's `when` and the sha256 of its SQL. */
export const schemaVersionSchema = z.object({ tag: z.string().min(1), createdAt: z.number().int(), hash: z.string() });
export type SchemaVersion = z.infer<typeof schemaVersionSchema>;

const entryName = z
  .string()
  .min(1)
  .refine((name) => !name.startsWith('/') && !name.split('/').includes('..'), 'must be a relative path inside the archive');

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  createdAt: z.string(),
  shopVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    schema: schemaVersionSchema,
    /** In the order they are loaded: a table comes after every table it references. */
    tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)), rows: z.number().int().min(0), entries: z.array(entryName) })),
  }),
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** Every other entry of the archive, with its size and sha256. */
  entries: z.record(entryName, z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

export class BackupError extends Error {
  override name = 'BackupError';
}

export function sha256(contents: Buffer): string {
  return createHash('sha256').update(contents).digest('hex');
}

/** The shop's version, as its package.json names it; the schema version is what restore relies on. */
export function shopVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : 'unversioned';
  } catch {
    return 'unknown';
  }
}

/** An upload's address and its name inside the archive; both ways refuse anything outside /uploads/. */
export function uploadEntryName(url: string): string {
  if (!url.startsWith('/uploads/') || url.split('/').includes('..')) throw new BackupError(`Not an address of an uploaded file: ${url}`);
  return `${UPLOADS_PREFIX}${url.slice('/uploads/'.length)}`;
}

export function uploadUrl(entry: string): string {
  return `/uploads/${entry.slice(UPLOADS_PREFIX.length)}`;
}
