/**
 * The server's refusal of a form (a wrong password, an expired code), shown inside the form beside
 * its fields and announced at once; nothing when there is none.
 */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      {message}
    </p>
  );
}
