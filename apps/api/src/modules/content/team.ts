import { asc, eq } from 'drizzle-orm';
import type { TeamMemberDto } from '@shop/core/content/dtos';
import type { Database } from '../../db/client';
import { teamMembers } from '../../db/schema/content';

/** docs/product.md §7: inactive members are hidden; the rest in their order. */
export async function activeTeam(db: Database): Promise<TeamMemberDto[]> {
  const rows = await db.select().from(teamMembers).where(eq(teamMembers.isActive, true)).orderBy(asc(teamMembers.position), asc(teamMembers.name));
  return rows.map(toTeamMemberDto);
}

/** docs/product.md §3 Team member; the admin API sends the same shape, inactive members included. */
export function toTeamMemberDto(row: typeof teamMembers.$inferSelect): TeamMemberDto {
  return {
    _id: row.id,
    name: row.name,
    role: row.role,
    description: row.description,
    image: { url: row.imageUrl },
    isActive: row.isActive,
    order: row.position,
  };
}
