import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { company, configuredSocialLinks, mailHref, telHref, whatsappHref } from '@site/company';
import { legalLinks, primaryNav } from '@site/routes';
import { useJoinedSectionLinks, useServiceGroups } from '../routing/serviceGroups';
import { Icon } from '@site/ui';
import { Logo } from './Logo';
import { ScrollTopButton } from './ScrollTopButton';
import styles from './Footer.module.css';

const quickLinks = [...primaryNav, { label: 'Contact', path: '/contact' }];

/**
 * On every page. Its content is a Suspense boundary of its own, hydrated apart from the scroll-to-top control,
 * which shows long before the footer does. (The company's Organization structured data is on the home page alone:
 * see HomePage.)
 */
/** The service groups' links: hydrated as served, then following the live map. */
function ServiceGroupLinks() {
  const groups = useServiceGroups();
  return (
    <div className={styles.serviceGroups}>
      {groups.map((group) => (
        <div key={group.id}>
          <h3 className={styles.groupLabel} id={`footer-${group.id}`}>
            {group.label}
          </h3>
          <ul aria-labelledby={`footer-${group.id}`}>
            {group.links.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The site's main pages, then the pages of sections that joined after the shell's build (by the live map). */
function QuickLinks() {
  const joined = useJoinedSectionLinks();
  return (
    <ul>
      {[...quickLinks, ...joined].map((link) => (
        <li key={link.path}>
          <Link to={link.path}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const social = configuredSocialLinks();
  return (
    <footer className={styles.footer}>
      <Suspense>
        <div className={styles.grid}>
          <section className={styles.brand} aria-label="About us">
            <Logo />
            <p>{company.tagline}</p>
            <address className={styles.contact}>
              <a href={telHref}>
                <Icon name="phone" size={18} />
                {company.phone.display}
              </a>
              <a href={mailHref()}>
                <Icon name="mail" size={18} />
                {company.email}
              </a>
              <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
                <Icon name="chat" size={18} />
                Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
              <a href={company.address.mapsUrl} target="_blank" rel="noopener noreferrer">
                <Icon name="map-pin" size={18} />
                {company.address.lines.slice(0, 3).join(', ')}
                <span className="sr-only"> (map, opens in a new tab)</span>
              </a>
              <span>
                <Icon name="clock" size={18} />
                {company.businessHours.days}, {company.businessHours.hours}
              </span>
            </address>
            {social.length ? (
              <ul className={styles.social} aria-label="Social media">
                {social.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.network}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <nav aria-label="Quick links" className={styles.column}>
            <h2>Quick links</h2>
            <QuickLinks />
          </nav>
          <nav aria-label="Services" className={styles.column}>
            <h2>Services</h2>
            <ServiceGroupLinks />
          </nav>
        </div>
        <div className={styles.bottom}>
          <p>
            © {new Date().getFullYear()} {company.legalName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul>
              {legalLinks.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Suspense>
      {/* Fixed to the corner of the screen; inside the footer so that it belongs to a landmark. */}
      <ScrollTopButton />
    </footer>
  );
}
