import { site } from "~/content/generated/site";

/** The CradleSec mark: a shield cradled by an arc, drawn in SVG. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="brand-logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          className="brand-logo-shield"
          d="M16 3l10 3.6v7.2c0 6-4.2 11-10 12.6C10.2 24.8 6 19.8 6 13.8V6.6z"
        />
        <path
          className="brand-logo-cradle"
          d="M3 17c2.2 6.6 7 11 13 11s10.8-4.4 13-11"
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path
          className="brand-logo-check"
          d="M11.5 14.2l3.2 3.2 6-6.4"
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand-logo-text">{site.brand}</span>
    </span>
  );
}
