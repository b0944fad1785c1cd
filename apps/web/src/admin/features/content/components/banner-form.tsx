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
import { useCreateBanner } from '../api/create-banner';
import { bannersQueryOptions, type AdminBanner } from '../api/list-banners';
import { useUpdateBanner } from '../api/update-banner';
import { FormButtons } from './content-parts';
import { UnsavedWork } from '../../../components/unsaved-work';

/** The banner's fields as the API names them (docs/product.md §3 Banner). */
interface BannerFormValues {
  imageUrl: string;
  headingLine1: string;
  headingLine2: string;
  subtext: string;
  buttonText: string;
  redirectUrl: string;
  active: boolean;
}

const bannerFields = ['imageUrl', 'headingLine1', 'headingLine2', 'subtext', 'buttonText', 'redirectUrl', 'active'] as const;

function formValues(banner: AdminBanner | undefined): BannerFormValues {
  return {
    imageUrl: banner?.imageUrl ?? '',
    headingLine1: banner?.headingLine1 ?? '',
    headingLine2: banner?.headingLine2 ?? '',
    subtext: banner?.subtext ?? '',
    buttonText: banner?.buttonText ?? '',
    redirectUrl: banner?.redirectUrl ?? '',
    active: banner?.active ?? true,
  };
}

/** Adds a banner (it goes last) or changes one; the server's refusal shows under the field it names. */
export function BannerForm({ banner, onDone }: { banner?: AdminBanner; onDone: () => void }) {
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const form = useForm<BannerFormValues>({ defaultValues: formValues(banner) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  // The version the dialog was opened on (decision 025).
  const [version, setVersion] = useState(banner?.version);
  const queryClient = useQueryClient();

  const { onSubmit, formError, saved, conflict, clearConflict } = useSaveForm(
    handleSubmit,
    async (values) => {
      if (banner) await update.mutateAsync({ id: banner._id, changes: { ...values, version } });
      else await create.mutateAsync(values);
      toast.success(banner ? 'Banner saved' : 'Banner added');
      onDone();
    },
    (error) => showServerErrors(error, setError, bannerFields),
  );

  const loadTheirVersion = async () => {
    const fresh = (await queryClient.fetchQuery({ ...bannersQueryOptions(), staleTime: 0 })).find((item) => item._id === banner?._id);
    if (!fresh) throw new Error('The banner is gone');
    reset(formValues(fresh));
    setVersion(fresh.version);
    clearConflict();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <UnsavedWork form={form} draftName={`banner:${banner?._id ?? 'new'}`} saved={saved} />
      <SingleImageField
        control={control}
        name="imageUrl"
        rules={{ required: 'Add the banner’s picture' }}
        label="Picture"
        folder="banners"
        hint="A wide picture: it fills the top of the home page. Phone photos are made smaller before upload."
      />
      <TextField label="Heading" error={errors.headingLine1?.message} {...register('headingLine1', { required: 'Write the heading' })} />
      <TextField label="Second line" hint="Optional: a second line of the heading." error={errors.headingLine2?.message} {...register('headingLine2')} />
      <TextAreaField label="Text under the heading" rows={2} error={errors.subtext?.message} {...register('subtext')} />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label="Button text" hint="e.g. Shop now" error={errors.buttonText?.message} {...register('buttonText')} />
        <TextField
          label="Link"
          hint="A page of the shop, starting with /: /collection, /deal/…"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.redirectUrl?.message}
          {...register('redirectUrl')}
        />
      </div>
      <CheckboxField label="Active: show it on the home page" {...register('active')} />
      <EditConflictNotice conflict={conflict} subject="this banner" onReload={loadTheirVersion} />
      <FormAlert message={formError} />
      <FormButtons saving={isSubmitting} onCancel={onDone} />
    </form>
  );
}
