import { defaultFoundedYear, type BusinessDetails } from '@shop/core/business/business-details';
import type { AdminBusinessDetails } from '@shop/core/business/admin-dtos';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { TextAreaField } from '../../../components/form-fields';
import { SingleImageField } from '../../../components/single-image-field';
import { QueryView } from '../../../components/query-view';
import { showServerErrors } from '../../../lib/server-errors';
import { editConflictOf, type EditConflict } from '../../../lib/edit-conflict';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import { businessDetailsForOwnerQueryOptions, useBusinessDetailsForOwner } from '../api/get-business-details';
import { useUpdateBusinessDetails } from '../api/update-business-details';
import { ContentSection, SettingsForm, sameFieldNames } from './content-parts';
import { UnsavedWork } from '../../../components/unsaved-work';
import { whileSaving } from '../../../lib/unsaved-forms';

/** The parts the owner edits here, each saved on its own (PATCH replaces the parts it is sent). */
type Part = 'company' | 'contact' | 'location' | 'socialMedia' | 'logos';
type BusinessFormValues = Pick<BusinessDetails, Part>;

const partLabels: Record<Part, string> = {
  company: 'Shop',
  contact: 'Customer support',
  location: 'Address',
  socialMedia: 'Social links',
  logos: 'Logo and favicon',
};

const formFields: readonly Path<BusinessFormValues>[] = [
  'company.name',
  'company.tagline',
  'company.description',
  'company.foundedYear',
  'contact.customerSupport.email',
  'contact.customerSupport.phone',
  'contact.customerSupport.hours',
  'location.displayAddress',
  'location.googleMapsLink',
  'socialMedia.facebook',
  'socialMedia.instagram',
  'socialMedia.tiktok',
  'socialMedia.whatsapp',
  'logos.website.url',
  'logos.favicon.url',
];
const serverNames = sameFieldNames<BusinessFormValues>(formFields);

function formValues(details: BusinessDetails | null): BusinessFormValues {
  return {
    company: details?.company ?? { name: '', tagline: '', description: '', foundedYear: defaultFoundedYear },
    contact: details?.contact ?? { customerSupport: { email: '', phone: '', hours: '' } },
    location: details?.location ?? { displayAddress: '', googleMapsLink: '' },
    socialMedia: details?.socialMedia ?? { facebook: '', instagram: '', tiktok: '', whatsapp: '' },
    logos: details?.logos ?? { website: { url: '' }, favicon: { url: '' } },
  };
}

interface PartCardProps {
  part: Part;
  description: string;
  children: ReactNode;
  onSave: (part: Part) => void;
  saving: boolean;
  saved: boolean;
  error: string | null;
  notice: ReactNode;
}

/** One part of the details: its own form and Save, so a change to the address never resends the logo. */
function PartCard({ part, description, children, onSave, saving, saved, error, notice }: PartCardProps) {
  return (
    <SettingsForm
      title={partLabels[part]}
      description={description}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(part);
      }}
      saving={saving}
      savedText={saved ? `${partLabels[part]} saved.` : null}
      error={error}
      notice={notice}
      saveName={`Save ${partLabels[part].toLowerCase()}`}
    >
      {children}
    </SettingsForm>
  );
}

function BusinessDetailsForm({ details }: { details: AdminBusinessDetails | null }) {
  const update = useUpdateBusinessDetails();
  const [savingPart, setSavingPart] = useState<Part | null>(null);
  const [savedPart, setSavedPart] = useState<Part | null>(null);
  const [partErrors, setPartErrors] = useState<Partial<Record<Part, string | null>>>({});
  const form = useForm<BusinessFormValues>({ defaultValues: formValues(details) });
  const {
    register,
    control,
    getValues,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = form;
  // What the server holds: each part's Save moves only that part here.
  const [serverValues, setServerValues] = useState(() => formValues(details));
  // The version the page was opened on, moved on by each part's save (decision 025): all parts are one object.
  const [version, setVersion] = useState(details?.version);
  const [conflict, setConflict] = useState<{ part: Part; conflict: EditConflict } | null>(null);
  const queryClient = useQueryClient();
  // Until the first save there is nothing to merge a part into: every Save sends all of them (the server's rule).
  const firstSave = details === null;

  const save = async (part: Part) => {
    const values = getValues();
    setSavingPart(part);
    setSavedPart(null);
    setPartErrors((current) => ({ ...current, [part]: null }));
    setConflict(null);
    clearErrors(firstSave ? undefined : part);
    try {
      const saved = await whileSaving(() => update.mutateAsync(firstSave ? values : { [part]: values[part], version }));
      setVersion(saved.version);
      setServerValues((known) => (firstSave ? values : { ...known, [part]: values[part] }));
      setSavedPart(part);
    } catch (error) {
      const refused = editConflictOf(error);
      if (refused) setConflict({ part, conflict: refused });
      else setPartErrors((current) => ({ ...current, [part]: showServerErrors(error, setError, formFields, serverNames) }));
    } finally {
      setSavingPart(null);
    }
  };
  const cardProps = (part: Part) => ({
    part,
    onSave: (chosen: Part) => void save(chosen),
    saving: savingPart !== null,
    saved: savedPart === part,
    error: partErrors[part] ?? null,
    notice: <EditConflictNotice conflict={conflict?.part === part ? conflict.conflict : null} subject="the business details" onReload={loadTheirVersion} />,
  });
  /** Their version of every part replaces what the page holds. */
  async function loadTheirVersion() {
    const fresh = await queryClient.fetchQuery({ ...businessDetailsForOwnerQueryOptions(), staleTime: 0 });
    reset(formValues(fresh));
    setVersion(fresh?.version);
    setConflict(null);
  }

  return (
    <div className="space-y-4">
      <UnsavedWork form={form} draftName="business-details" savedValues={serverValues} />
      {firstSave ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The shop’s details have not been saved yet. Fill in every part; the first Save stores them all together.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <PartCard {...cardProps('company')} description="The shop's name is in the header, page titles and emails.">
          <TextField label="Shop name" error={errors.company?.name?.message} {...register('company.name')} />
          <TextField label="Tagline" hint="One short line under the name." error={errors.company?.tagline?.message} {...register('company.tagline')} />
          <TextAreaField label="About the shop" rows={4} error={errors.company?.description?.message} {...register('company.description')} />
          <TextField
            label="Founded in"
            type="number"
            inputMode="numeric"
            error={errors.company?.foundedYear?.message}
            {...register('company.foundedYear', { valueAsNumber: true })}
          />
        </PartCard>
        <PartCard {...cardProps('contact')} description="Shown in the footer and on the Contact page.">
          <TextField
            label="Support email"
            type="email"
            inputMode="email"
            autoComplete="off"
            error={errors.contact?.customerSupport?.email?.message}
            {...register('contact.customerSupport.email')}
          />
          <TextField
            label="Support phone"
            type="tel"
            inputMode="tel"
            error={errors.contact?.customerSupport?.phone?.message}
            {...register('contact.customerSupport.phone')}
          />
          <TextField
            label="Support hours"
            hint="e.g. Mon–Sat, 10:00–18:00"
            error={errors.contact?.customerSupport?.hours?.message}
            {...register('contact.customerSupport.hours')}
          />
        </PartCard>
        <PartCard {...cardProps('location')} description="Where the shop is, as shoppers read it on the Contact page.">
          <TextAreaField label="Address" rows={2} error={errors.location?.displayAddress?.message} {...register('location.displayAddress')} />
          <TextField
            label="Google Maps link"
            type="url"
            inputMode="url"
            error={errors.location?.googleMapsLink?.message}
            {...register('location.googleMapsLink')}
          />
        </PartCard>
        <PartCard {...cardProps('socialMedia')} description="Leave one empty to hide it. WhatsApp takes a link or a phone number.">
          <TextField label="Facebook" type="url" inputMode="url" error={errors.socialMedia?.facebook?.message} {...register('socialMedia.facebook')} />
          <TextField label="Instagram" type="url" inputMode="url" error={errors.socialMedia?.instagram?.message} {...register('socialMedia.instagram')} />
          <TextField label="TikTok" type="url" inputMode="url" error={errors.socialMedia?.tiktok?.message} {...register('socialMedia.tiktok')} />
          <TextField label="WhatsApp" inputMode="tel" error={errors.socialMedia?.whatsapp?.message} {...register('socialMedia.whatsapp')} />
        </PartCard>
        <PartCard {...cardProps('logos')} description="The logo is in the header and emails; the favicon is the small icon on the browser tab.">
          <SingleImageField control={control} name="logos.website.url" label="Logo" folder="business" />
          <SingleImageField control={control} name="logos.favicon.url" label="Favicon" folder="business" hint="A square picture, 512 × 512 pixels or more." />
        </PartCard>
      </div>
    </div>
  );
}

/** The shop's name, contacts, address, social links, logo and favicon: what the footer, Contact and About pages show. */
export function BusinessDetailsSection() {
  const details = useBusinessDetailsForOwner();
  return (
    <ContentSection title="Business details" description="The shop's name, how shoppers reach you, where you are and how you look. Each part saves on its own.">
      <QueryView query={details}>{(data) => <BusinessDetailsForm details={data} />}</QueryView>
    </ContentSection>
  );
}
