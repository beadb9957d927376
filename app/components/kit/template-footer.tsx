import { useId, useState } from "react";
import { Link } from "react-router";

import { templateFooter } from "~/content/generated/template-footer";
import { setCurrency, useCurrency } from "~/hooks/use-currency";
import { CURRENCIES, isCurrencyCode } from "~/lib/money";

import { BrandMark } from "./brand-mark";

export interface TemplateFooterProps {
  /** The sample brand of the page. */
  brand: string;
}

/**
 * The footer of every template page: placeholder links, a sample address, e-mail and phone,
 * the "Currency" select that prices on the page follow, and a sample language choice.
 */
export function TemplateFooter({ brand }: TemplateFooterProps) {
  const { columns, contact, languages, note } = templateFooter;
  const currency = useCurrency();
  const [language, setLanguage] = useState<string>(languages[0]);
  const id = useId();
  return (
    <footer className="tpl-footer">
      <div className="container">
        <div className="tpl-footer-grid">
          <div>
            <p className="tpl-footer-brand">
              <BrandMark /> {brand}
            </p>
            <p className="tpl-footer-note">{note}</p>
          </div>
          {columns.map((column) => (
            <nav key={column.heading} aria-label={`${column.heading} links`}>
              <h2 className="tpl-footer-heading">{column.heading}</h2>
              <ul className="tpl-footer-links">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2 className="tpl-footer-heading">Contact</h2>
            <address className="tpl-footer-contact">
              {contact.street}
              <br />
              {contact.city}
              <br />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <br />
              <a href={`tel:${contact.phone.tel}`}>{contact.phone.display}</a>
            </address>
          </div>
        </div>
        <div className="tpl-footer-bottom">
          <p className="tpl-footer-copy">
            © {__BUILD_YEAR__} {brand}. A CradleSec template page.
          </p>
          <div className="tpl-footer-pickers">
            <label htmlFor={`${id}-currency`}>Currency</label>
            <select
              id={`${id}-currency`}
              value={currency}
              onChange={(event) => {
                if (isCurrencyCode(event.target.value)) setCurrency(event.target.value);
              }}
            >
              {CURRENCIES.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-language`}>Language</label>
            <select
              id={`${id}-language`}
              value={language}
              aria-describedby={`${id}-language-note`}
              onChange={(event) => setLanguage(event.target.value)}
            >
              {languages.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
            <p id={`${id}-language-note`} className="tpl-footer-language-note" aria-live="polite">
              {language === languages[0]
                ? ""
                : `Sample only: this page has no ${language} version.`}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
