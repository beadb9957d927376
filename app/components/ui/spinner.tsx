/** A spinner with a visible label; the caller supplies the live region. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className="spinner-wrap">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
