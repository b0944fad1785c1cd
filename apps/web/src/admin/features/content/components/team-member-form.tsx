import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { CheckboxField, TextAreaField } from '../../../components/form-fields';
import { toast } from '../../../../lib/toast';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import { FormAlert } from '../../../components/form-alert';
import { SingleImageField } from '../../../components/single-image-field';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { useCreateTeamMember } from '../api/create-team-member';
import { teamQueryOptions, type AdminTeamMember } from '../api/list-team';
import { useUpdateTeamMember } from '../api/update-team-member';
import { FormButtons } from './content-parts';
import { UnsavedWork } from '../../../components/unsaved-work';

interface TeamMemberFormValues {
  name: string;
  role: string;
  description: string;
  /** The API's image.url; '' for none. */
  imageUrl: string;
  isActive: boolean;
  order: number;
}

const teamMemberFields = ['name', 'role', 'description', 'imageUrl', 'isActive', 'order'] as const;
const serverNames = { image: 'imageUrl', 'image.url': 'imageUrl' } as const;

function formValues(member: AdminTeamMember | undefined, nextOrder: number): TeamMemberFormValues {
  return {
    name: member?.name ?? '',
    role: member?.role ?? '',
    description: member?.description ?? '',
    imageUrl: member?.image.url ?? '',
    isActive: member?.isActive ?? true,
    order: member?.order ?? nextOrder,
  };
}

interface TeamMemberFormProps {
  member?: AdminTeamMember;
  /** Where a new member goes: after the last one. */
  nextOrder: number;
  onDone: () => void;
}

/** Adds someone to the About page's team, or changes them. */
export function TeamMemberForm({ member, nextOrder, onDone }: TeamMemberFormProps) {
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember();
  const form = useForm<TeamMemberFormValues>({ defaultValues: formValues(member, nextOrder) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  // The version the dialog was opened on (decision 025).
  const [version, setVersion] = useState(member?.version);
  const queryClient = useQueryClient();

  const { onSubmit, formError, saved, conflict, clearConflict } = useSaveForm(
    handleSubmit,
    async ({ imageUrl, ...values }) => {
      const body = { ...values, image: { url: imageUrl } };
      if (member) await update.mutateAsync({ id: member._id, changes: { ...body, version } });
      else await create.mutateAsync(body);
      toast.success(member ? 'Team member saved' : 'Team member added');
      onDone();
    },
    (error) => showServerErrors(error, setError, teamMemberFields, serverNames),
  );

  const loadTheirVersion = async () => {
    const fresh = (await queryClient.fetchQuery({ ...teamQueryOptions(), staleTime: 0 })).find((item) => item._id === member?._id);
    if (!fresh) throw new Error('The team member is gone');
    reset(formValues(fresh, nextOrder));
    setVersion(fresh.version);
    clearConflict();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <UnsavedWork form={form} draftName={`team-member:${member?._id ?? 'new'}`} saved={saved} />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name', { required: 'Write their name' })} />
        <TextField label="Role" hint="e.g. Founder, Soap maker" error={errors.role?.message} {...register('role', { required: 'Write what they do' })} />
      </div>
      <TextAreaField label="About them" rows={4} error={errors.description?.message} {...register('description')} />
      <SingleImageField control={control} name="imageUrl" label="Picture" folder="team" />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label="Place in the list"
          type="number"
          inputMode="numeric"
          min={0}
          hint="Smaller numbers come first."
          error={errors.order?.message}
          {...register('order', { valueAsNumber: true })}
        />
        <CheckboxField label="Shown on the About page" className="sm:pt-7" {...register('isActive')} />
      </div>
      <EditConflictNotice conflict={conflict} subject="this team member" onReload={loadTheirVersion} />
      <FormAlert message={formError} />
      <FormButtons saving={isSubmitting} onCancel={onDone} />
    </form>
  );
}
