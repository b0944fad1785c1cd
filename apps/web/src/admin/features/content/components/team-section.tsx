import { Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EmptyState, QueryView } from '../../../components/query-view';
import { useDeleteTeamMember } from '../api/delete-team-member';
import { useTeam, type AdminTeamMember } from '../api/list-team';
import { Badge, ContentSection } from './content-parts';
import { TeamMemberForm } from './team-member-form';

function TeamMemberCard({ member, onEdit, onDelete }: { member: AdminTeamMember; onEdit: () => void; onDelete: () => void }) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className="flex h-full flex-col gap-3 rounded-2xl border border-linen bg-white p-4">
      <div className="flex items-start gap-3">
        {member.image.url ? (
          <img src={member.image.url} alt="" className="size-16 shrink-0 rounded-full bg-sand object-cover" />
        ) : (
          <span aria-hidden="true" className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-sand text-muted">
            <UserRound className="size-7" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="break-words font-sans text-base font-semibold text-ink">
            {member.name}
          </h3>
          <p className="break-words text-sm text-muted">{member.role}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
            {member.isActive ? <Badge tone="green">Shown</Badge> : <Badge tone="grey">Hidden</Badge>}
            <span>Place {member.order}</span>
          </p>
        </div>
      </div>
      {member.description ? <p className="line-clamp-3 break-words text-sm text-ink">{member.description}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className={buttonClass.secondary} onClick={onEdit} aria-label={`Edit ${member.name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </button>
        <button type="button" className={buttonClass.danger} onClick={onDelete} aria-label={`Delete ${member.name}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </button>
      </div>
    </article>
  );
}

/** The people on the About page: add, change, hide, remove. */
export function TeamSection() {
  const team = useTeam();
  const remove = useDeleteTeamMember();
  const [editing, setEditing] = useState<AdminTeamMember | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminTeamMember | null>(null);
  const nextOrder = Math.max(-1, ...(team.data ?? []).map((member) => member.order)) + 1;

  return (
    <ContentSection
      title="Team"
      description="The people shown under “Meet our team” on the About page, in this order."
      action={
        <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add team member
        </button>
      }
    >
      <QueryView
        query={team}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="No team members yet">Add the people behind the shop: shoppers like to see who makes their soap.</EmptyState>}
      >
        {(list) => (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((member) => (
              <li key={member._id}>
                <TeamMemberCard member={member} onEdit={() => setEditing(member)} onDelete={() => setDeleting(member)} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {editing ? (
        <ModalDialog title={editing === 'new' ? 'New team member' : 'Edit team member'} onClose={() => setEditing(null)}>
          <TeamMemberForm member={editing === 'new' ? undefined : editing} nextOrder={nextOrder} onDone={() => setEditing(null)} />
        </ModalDialog>
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog title="Remove this team member?" onClose={() => setDeleting(null)} onConfirm={() => remove.mutateAsync(deleting._id)}>
          <p>{deleting.name} leaves the About page for good. To keep them for later, untick “Shown on the About page” instead.</p>
        </ConfirmDeleteDialog>
      ) : null}
    </ContentSection>
  );
}
