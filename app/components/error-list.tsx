/**
 * A field's errors, in a box that keeps its height so nothing jumps when one appears. Its own
 * module, without the form library: the landing's tracking form uses it too, and importing it
 * from forms.tsx pulled conform (11 kB gzip) into the landing page's JavaScript.
 */
export type ListOfErrors = Array<string | null | undefined> | null | undefined;

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = errors?.filter((error): error is string => Boolean(error)) ?? [];
  return (
    <div id={id} className="min-h-[1.5rem] pt-1 text-sm font-medium text-red-800">
      {shown.length ? (
        <ul>
          {shown.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
