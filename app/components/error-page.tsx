import { Link } from "react-router";

import { Icon, type IconName } from "~/components/ui/icon";

/** What the page says for one status. */
export interface ErrorMessage {
  title: string;
  text: string;
}

export interface ErrorPageProps {
  /** HTTP-style status the page explains; 404 unless given. */
  code?: 404 | 500;
  /** The words for an address that does not exist (404). */
  notFound: ErrorMessage;
  /** The words for a page that failed to load (500). */
  failed: ErrorMessage;
  /** Where to go next, a card each. */
  suggestions: readonly { label: string; href: string; icon: IconName; text: string }[];
}

/** The designed error page: a broken-shield illustration, what happened, and where to go next. */
export function ErrorPage({ code = 404, notFound, failed, suggestions }: ErrorPageProps) {
  const message = code === 404 ? notFound : failed;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <div className="container">
        <div className="error-page-art" aria-hidden="true">
          <svg width="240" height="160" viewBox="0 0 240 160" focusable="false">
            <path className="error-art-arc" d="M20 100c14 34 52 54 100 54s86-20 100-54" />
            <path
              className="error-art-shield"
              d="M120 14l44 16v32c0 28-19 50-44 57-25-7-44-29-44-57V30z"
            />
            <path className="error-art-crack" d="M120 22l-8 26 14 12-10 20 6 30" />
          </svg>
          <span className="error-page-code">{code}</span>
        </div>
        <h1 id="error-title">{message.title}</h1>
        <p className="lead error-page-text">{message.text}</p>
        <ul className="error-page-links list-unstyled row g-3">
          {suggestions.map((item) => (
            <li className="col-sm-6 col-lg-3" key={item.href}>
              <Link className="error-link-card" to={item.href}>
                <Icon name={item.icon} />
                <span className="error-link-label">{item.label}</span>
                <span className="error-link-text">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
