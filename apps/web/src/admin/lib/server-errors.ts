import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-client';

/**
 * Puts the server's refusal of a form (a 400 naming `fields`) next to the fields it names: the
 * server's own message under the first, and each other named field marked as needing a look. Returns
 * the message to show above the form when the refusal names none of the form's fields (or is not a
 * refusal at all: a lost connection, a 409), and null when every named field is on the form.
 *
 * `fieldNames` maps the server's field names to the form's, for forms that name a field differently
 * (the API's `discountprice` is the editor's `discountPrice`).
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  formFields: readonly Path<Values>[],
  fieldNames: Readonly<Record<string, Path<Values>>> = {},
): string | null {
  const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  if (!isApiError(error) || error.status !== 400 || error.fields.length === 0) return message;
  const named = error.fields
    .map((field) => fieldNames[field] ?? fieldNames[field.split('.')[0]!] ?? (field.split('.')[0] as Path<Values>))
    .filter((field, index, all) => formFields.includes(field) && all.indexOf(field) === index);
  if (named.length === 0) return message;
  named.forEach((field, index) => setError(field, { type: 'server', message: index === 0 ? message : 'Check this field' }, { shouldFocus: index === 0 }));
  return null;
}
