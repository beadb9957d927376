import { useCurrency } from "~/hooks/use-currency";
import { formatPrice } from "~/lib/money";

export interface PriceProps {
  /** Amount in US cents. */
  cents: number;
  /** Round to whole units ("$49" rather than "$49.00"). */
  whole?: boolean;
  className?: string;
}

/** A price in the visitor's chosen currency (template footer); US dollars when prerendered. */
export function Price({ cents, whole, className }: PriceProps) {
  const currency = useCurrency();
  return <span className={className}>{formatPrice(cents, currency, { whole })}</span>;
}

/** A price, and the price before a sale struck through when there is one. */
export function SalePrice({ cents, was }: { cents: number; was?: number }) {
  return (
    <>
      <Price cents={cents} />
      {was !== undefined && (
        <>
          {" "}
          <s className="kit-muted">
            <span className="visually-hidden">was </span>
            <Price cents={was} />
          </s>
        </>
      )}
    </>
  );
}
