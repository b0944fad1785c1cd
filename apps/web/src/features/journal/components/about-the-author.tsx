import type { TeamMemberDto } from '@shop/core/content/dtos';
import { useId, useState } from 'react';
import { useTeamMembers } from '../../content/company/api/get-team-members';

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

function AuthorPhoto({ member, name }: { member: TeamMemberDto | undefined; name: string }) {
  const url = member?.image.url;
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    const srcSet = url.startsWith('/uploads/') ? `${url}?w=200 200w, ${url} 400w` : undefined;
    return (
      <img
        src={srcSet ? `${url}?w=200` : url}
        srcSet={srcSet}
        sizes="64px"
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-16 shrink-0 rounded-full bg-leaf-50 object-cover"
      />
    );
  }
  return (
    <span aria-hidden="true" className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-leaf-700 font-serif text-xl text-white">
      {initialsOf(name) || '?'}
    </span>
  );
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * docs/product.md §2 Blog article sidebar. When the author is on the team, their photo, role and own words are
 * shown; otherwise a short general note. The team call failing is not worth a message here.
 */
export function AboutTheAuthor({ author }: { author: string }) {
  const { data: team } = useTeamMembers();
  const member = team?.find((candidate) => sameName(candidate.name, author));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-linen bg-white p-5 sm:p-6">
      <h2 id={headingId} className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted">
        About the Author
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <AuthorPhoto key={member?._id ?? 'none'} member={member} name={author} />
        <div className="min-w-0">
          <p className="font-serif text-lg leading-snug text-ink">{author}</p>
          {member?.role ? <p className="text-sm text-leaf-700">{member.role}</p> : null}
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-muted">
        {member?.description ||
          `${author} writes for our Skincare Journal, sharing practical advice on natural ingredients, gentle routines and caring for skin through every season.`}
      </p>
    </section>
  );
}
