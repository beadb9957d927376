import { Link } from "react-router";

import { SoonBadge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { Logo } from "~/components/ui/logo";
import { footerColumns, footerLegalLinks } from "~/content/footer";
import { site } from "~/content/generated/site";

/** The company footer: brand, sitemap columns, contact details and legal links. */
export function SiteFooter() {
  const { address, email, phone } = site;
  return (
    <footer className="site-footer" data-bs-theme="dark">
      <div className="container">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-4">
            <Link to="/home" className="footer-brand" aria-label={`${site.brand} home`}>
              <Logo />
            </Link>
            <p className="footer-tagline">{site.tagline}</p>
            <ul className="footer-social list-unstyled">
              {site.social.map((social) => (
                <li key={social.name}>
                  <a href={social.href} rel="me noopener">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {footerColumns.map((column) => (
            <nav
              className="col-6 col-md-4 col-lg-2"
              key={column.heading}
              aria-label={column.heading}
            >
              <h2 className="footer-heading">{column.heading}</h2>
              <ul className="list-unstyled footer-links">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                    {link.soon && <SoonBadge className="ms-1" />}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="col-md-4 col-lg-2">
            <h2 className="footer-heading">Contact</h2>
            <address className="footer-contact">
              <p>
                <Icon name="mail" size={16} /> <a href={`mailto:${email.sales}`}>{email.sales}</a>
              </p>
              <p>
                <Icon name="phone" size={16} />{" "}
                <a href={`tel:${phone.main.tel}`}>{phone.main.display}</a>
              </p>
              <p className="footer-incident">
                Security incident? Call{" "}
                <a href={`tel:${phone.incident.tel}`}>{phone.incident.display}</a>, 24/7.
              </p>
              <p>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </p>
            </address>
          </div>
        </div>
        <div className="footer-bottom">
          <p className="mb-0">
            © {site.foundedYear}–{__BUILD_YEAR__} {site.legalName}
          </p>
          <ul className="list-unstyled footer-legal">
            {footerLegalLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
