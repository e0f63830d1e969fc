/**
 * A number column's name: whole from the tablet up, shortened on a phone ("Part."), where five
 * columns must fit without scrolling; screen readers always hear the whole word.
 */
export function IstatColumnName({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span aria-hidden="true" className="sm:hidden">
        {short}
      </span>
      <span className="sr-only">{full}</span>
      <span aria-hidden="true" className="hidden sm:block">
        {full}
      </span>
    </>
  );
}
