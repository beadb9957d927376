import "~/styles/kit/_account.scss";

export interface AccountHeadProps {
  /** The page's h1. */
  title: string;
  /** One line under it. */
  intro?: string;
}

/** The heading of an account page. */
export function AccountHead({ title, intro }: AccountHeadProps) {
  return (
    <div className="acct-head">
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
    </div>
  );
}
