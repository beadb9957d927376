import { Link } from "react-router";

import { Icon, type IconName } from "~/components/ui/icon";

const suggestions: readonly { label: string; href: string; icon: IconName; text: string }[] = [
  { label: "Home", href: "/home", icon: "home", text: "Start again from the front page." },
  {
    label: "ShadowCradle",
    href: "/shadowcradle",
    icon: "database",
    text: "Immutable backup for MSPs.",
  },
  { label: "Products", href: "/products", icon: "shield", text: "Everything we build and run." },
  { label: "Contact", href: "/contact", icon: "mail", text: "Tell us what you were looking for." },
];

const copy = {
  404: {
    title: "We couldn't find that page",
    text: "The link may be out of date, or the address mistyped. Nothing is wrong with your connection, and nothing was recorded about this visit beyond the server's usual access log.",
  },
  500: {
    title: "Something went wrong on our side",
    text: "The page failed to load. Try again in a moment; if it keeps happening, let us know and we will look into it.",
  },
} as const;

export interface ErrorPageProps {
  /** HTTP-style status the page explains. */
  code: 404 | 500;
}

/** The designed error page: a broken-shield illustration, what happened, and where to go next. */
export function ErrorPage({ code }: ErrorPageProps) {
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
        <h1 id="error-title">{copy[code].title}</h1>
        <p className="lead error-page-text">{copy[code].text}</p>
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
