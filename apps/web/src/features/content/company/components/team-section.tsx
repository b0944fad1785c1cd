import type { TeamMemberDto } from '@shop/core/content/dtos';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useTeamMembers } from '../api/get-team-members';

/** Portraits are stored 400 px square; the server answers `?w=200` with a half-size copy. */
const PORTRAIT_SIZE = 400;

function portraitSrcSet(url: string): string | undefined {
  if (!url.startsWith('/uploads/')) return undefined;
  const joiner = url.includes('?') ? '&' : '?';
  return `${url}${joiner}w=200 200w, ${url}${joiner}w=400 ${PORTRAIT_SIZE}w`;
}

function initialsOf(name: string) {
  const words = name
    .replace(/^(dr|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function Portrait({ member }: { member: TeamMemberDto }) {
  const url = member.image?.url ?? '';
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!url || url === failedSrc) {
    return (
      <span aria-hidden="true" className="flex aspect-square w-full items-center justify-center bg-leaf-100 font-serif text-4xl text-leaf-800">
        {initialsOf(member.name)}
      </span>
    );
  }
  return (
    <img
      src={url}
      srcSet={portraitSrcSet(url)}
      sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 88px"
      alt={`Portrait of ${member.name}`}
      width={PORTRAIT_SIZE}
      height={PORTRAIT_SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(url)}
      className="aspect-square w-full bg-leaf-50 object-cover"
    />
  );
}

/** On phones a compact row (round portrait beside the name); from sm up a tall card with the portrait on top. */
function MemberCard({ member }: { member: TeamMemberDto }) {
  return (
    <article className="grid h-full grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-x-4 overflow-hidden rounded-2xl border border-linen bg-white p-4 sm:flex sm:flex-col sm:items-stretch sm:p-0">
      <div className="overflow-hidden rounded-full sm:rounded-none">
        <Portrait member={member} />
      </div>
      <div className="sm:px-5 sm:pt-5">
        <h3 className="text-xl leading-snug text-ink">{member.name}</h3>
        <p className="mt-0.5 text-sm font-medium text-leaf-700">{member.role}</p>
      </div>
      {member.description ? <p className="col-span-2 mt-4 text-sm leading-relaxed text-muted sm:mt-3 sm:px-5 sm:pb-5">{member.description}</p> : null}
    </article>
  );
}

const gridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4';

/** docs/product.md §2 About: 'Meet our team', with 3 skeletons while loading, an empty state and docs/product.md §8's error. */
export function TeamSection() {
  const { data: team, isPending, isError, error } = useTeamMembers();

  if (isPending) {
    return (
      <div role="status" aria-label="Loading team members" className={gridClass}>
        {[1, 2, 3].map((slot) => (
          <div key={slot} className="overflow-hidden rounded-2xl border border-linen bg-white">
            <Skeleton className="aspect-square w-full rounded-none" />
            <div className="space-y-2.5 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-3.5 w-1/2" />
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-5/6" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-800">
        Unable to load team members: {error.message}
      </p>
    );
  }
  if (team.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-linen bg-sand/60 px-6 py-12 text-center">
        <UsersRound aria-hidden="true" className="mx-auto size-8 text-leaf-600" />
        <p className="mt-3 font-serif text-lg text-ink">No Team Members Yet</p>
        <p className="mt-1 text-sm text-muted">The people behind every batch will be introduced here soon.</p>
      </div>
    );
  }
  return (
    <ul aria-label="Team members" className={gridClass}>
      {team.map((member) => (
        <li key={member._id}>
          <MemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}
