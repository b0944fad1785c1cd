import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EDIT_CONFLICT, type EditConflictDetails } from '@shop/core/shared/edit-version';
import type { Queryable } from '../db/client';
import { editVersions } from '../db/schema/content';
import { conflict, type HttpError } from './http-errors';

/**
 * No lost edits (issue 33 §1, decision 025), in one place: every save of an object the owner edits
 * checks the version its form was opened on against the stored one, under the row's lock in the save's
 * own transaction, and moves the version on by one. A refused save throws before anything is written,
 * so its transaction changes nothing, records no audit row and invalidates no cache.
 */

/** What an edited object's row carries (db/schema/columns.ts editVersionColumns). */
export interface EditState {
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
}

/** The 409: the object as it is stored now, so the console can say who changed it and when. */
export function editConflict(stored: EditState, message: string): HttpError {
  const details: EditConflictDetails = { version: stored.version, updatedAt: stored.updatedAt.toISOString(), updatedBy: stored.updatedBy };
  return conflict(EDIT_CONFLICT, message, { details });
}

/**
 * For a row the caller has locked (`select … for update`) in this transaction: a save sent on another
 * version than the stored one is refused. Any difference is a conflict, a newer version too (it cannot
 * be one this shop gave). No version: the save is unconditional.
 */
export function checkEditVersion(locked: EditState, sent: number | undefined, message: string): void {
  if (sent !== undefined && sent !== locked.version) throw editConflict(locked, message);
}

/** The name (else the email) of the admin saving, read by the saving statement itself; null for the command line. */
function editorName(actorId: string | null): SQL<string | null> {
  return sql<string | null>`(select coalesce(nullif(u.name, ''), u.email) from users u where u.id = ${actorId})`;
}

/** The columns a save sets besides its own: the version one more, and when and by whom. Spread into the update's set. */
export function nextEdit(table: { version: AnyPgColumn }, actorId: string | null, at: Date): { version: SQL; updatedAt: Date; updatedBy: SQL<string | null> } {
  return { version: sql`${table.version} + 1`, updatedAt: at, updatedBy: editorName(actorId) };
}

/** The objects whose version lives in edit_versions (no row of their own carries it). */
export type VersionedSetting = 'business-details' | 'delivery-settings' | 'shop-settings' | 'whatsapp-templates' | 'search-synonyms';

/** The stored version of a setting (1 before its first save). */
export async function settingVersion(db: Queryable, object: VersionedSetting): Promise<number> {
  const [row] = await db.select({ version: editVersions.version }).from(editVersions).where(eq(editVersions.object, object));
  return row?.version ?? 1;
}

/**
 * Claims a save of a setting, first in the save's transaction: moves its version on by one when the
 * version sent is the stored one (or none is sent), in the update's own condition, which locks the row
 * until the transaction ends, so two saves on the same version cannot both pass. A setting never saved
 * has no row (version 1): its first save makes it, and of two first saves at once the second finds it
 * made and is checked against it. Answers the version the save makes.
 */
export async function claimSettingEdit(
  tx: Queryable,
  object: VersionedSetting,
  sent: number | undefined,
  actorId: string | null,
  at: Date,
  message: string,
): Promise<number> {
  const matches = sent === undefined ? eq(editVersions.object, object) : and(eq(editVersions.object, object), eq(editVersions.version, sent));
  const [claimed] = await tx
    .update(editVersions)
    .set(nextEdit(editVersions, actorId, at))
    .where(matches)
    .returning({ version: editVersions.version });
  if (claimed) return claimed.version;
  const [stored] = await tx.select().from(editVersions).where(eq(editVersions.object, object));
  if (stored) throw editConflict(stored, message);
  if (sent !== undefined && sent !== 1) throw editConflict({ version: 1, updatedAt: at, updatedBy: null }, message);
  const [made] = await tx
    .insert(editVersions)
    .values({ object, version: 2, updatedAt: at, updatedBy: editorName(actorId) })
    .onConflictDoNothing()
    .returning({ version: editVersions.version });
  // Another first save made the row meanwhile: this one is checked against it.
  return made ? made.version : claimSettingEdit(tx, object, sent, actorId, at, message);
}
