import { useController, type Control, type FieldPathByValue, type FieldValues, type UseControllerProps } from 'react-hook-form';
import type { UploadFolder } from '../lib/upload-images';
import { ImageListField } from './image-list-field';

interface SingleImageFieldProps<Values extends FieldValues, Name extends FieldPathByValue<Values, string>> {
  control: Control<Values>;
  /** The form's field that holds the picture's address, '' for none. */
  name: Name;
  rules?: UseControllerProps<Values, Name>['rules'];
  label: string;
  folder: UploadFolder;
  hint?: string;
}

/** One picture (a banner, a cover, a logo) in a form that keeps its address as text: upload, replace, remove. */
export function SingleImageField<Values extends FieldValues, Name extends FieldPathByValue<Values, string>>({
  control,
  name,
  rules,
  label,
  folder,
  hint,
}: SingleImageFieldProps<Values, Name>) {
  const { field, fieldState } = useController({ control, name, rules });
  const url = field.value as string;
  return (
    <ImageListField
      label={label}
      folder={folder}
      max={1}
      value={url ? [url] : []}
      onChange={(images) => field.onChange(images[0] ?? '')}
      error={fieldState.error?.message}
      hint={hint}
    />
  );
}
