/**
 * The server's refusal when it names none of the form's fields (a lost connection, a conflict), or a
 * dialog's failed action: above the form's buttons, read out as it appears.
 */
export function FormAlert({ message, className = '' }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`break-words rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}>
      {message}
    </p>
  );
}
