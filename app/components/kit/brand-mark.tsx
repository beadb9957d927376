/** A neutral sample logo for template pages: two overlapping discs in the theme's colours. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="tpl-brand-mark"
      width={size}
      height={size}
      viewBox="0 0 28 28"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="14" r="9" className="tpl-brand-mark-a" />
      <circle cx="17" cy="14" r="9" className="tpl-brand-mark-b" />
    </svg>
  );
}
