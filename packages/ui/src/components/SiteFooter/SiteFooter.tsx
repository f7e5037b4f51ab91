import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { BrandLogo } from '../BrandLogo/BrandLogo';
import { Icon, type IconGlyph } from '../Icon/Icon';
import { FacebookIcon, GlobeIcon, InstagramIcon, LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon } from '../Icon/icons';
import { Container } from '../Layout/Layout';
import { isExternalHref, useLinkComponent, useOpensInNewTabText } from '../Link/LinkProvider';
import { Ltr } from '../private/Ltr';
import { toTelHref } from '../private/telLink';
import type { NavItem } from '../SiteHeader/SiteHeader';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SiteFooter.css';

export const socialNetworks = ['facebook', 'instagram', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** A social profile link; the network decides the icon and the accessible name. */
export interface SocialLink {
  network: SocialNetwork;
  href: string;
  /** Accessible name; defaults to 'Facebook', 'Instagram' or 'LinkedIn'. */
  label?: string;
}

/** The footer's contact block. Phone and e-mail become tel: and mailto: links, the website an external link. */
export interface FooterContact {
  address: string;
  /** As displayed, e.g. '+971 4 123 4567'; the tel: link drops the spaces. */
  phone: string;
  email: string;
  /** A full URL ('https://www.sparkleclean.ae'); shown without the scheme. */
  website: string;
}

const socialIcons: Record<SocialNetwork, IconGlyph> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
};
const socialNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

export const defaultQuickLinks: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Testimonials', href: '/testimonials' },
  { label: 'Contact', href: '/contact' },
  { label: 'Book Now', href: '/book-now' },
];

export const defaultFooterLabels = {
  quickLinks: 'Quick Links',
  contact: 'Contact Us',
  social: 'Follow us',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  website: 'Website',
  /** Read after the website's address and the social links; `UiProvider`'s text by default. */
  opensInNewTab: 'opens in a new tab',
};

export interface SiteFooterProps extends HTMLAttributes<HTMLElement> {
  brandName?: string;
  /** One line under the logo. */
  tagline: string;
  /** A short paragraph about the company. */
  description: string;
  socialLinks?: SocialLink[];
  /** Defaults to the site's pages plus 'Book Now'. */
  quickLinks?: NavItem[];
  contact: FooterContact;
  /** The copyright year. The app passes the current year; stories pass a fixed one. */
  year: number;
  /** Replaces the whole copyright line, which defaults to '© {year} {brandName}. All rights reserved.'. */
  copyright?: ReactNode;
  /** Column titles and screen-reader labels, for later localisation. */
  labels?: Partial<typeof defaultFooterLabels>;
}

/** The site footer: brand, social links, quick links, contact block and the copyright line, on a dark band. */
export function SiteFooter({
  brandName = 'SparkleClean Dubai',
  tagline,
  description,
  socialLinks = [],
  quickLinks = defaultQuickLinks,
  contact,
  year,
  copyright,
  labels: labelOverrides,
  className,
  ...props
}: SiteFooterProps) {
  const opensInNewTab = useOpensInNewTabText();
  const labels = { ...defaultFooterLabels, opensInNewTab, ...labelOverrides };
  const AppLink = useLinkComponent();
  const id = useId();
  const websiteText = contact.website.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <footer {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <Container>
        <div className={styles.columns}>
          <div className={styles.brandColumn}>
            <BrandLogo name={brandName} tone="inverse" />
            <p className={styles.tagline}>{tagline}</p>
            <p className={styles.description}>{description}</p>
            {socialLinks.length > 0 ? (
              <ul className={styles.socialList} aria-label={labels.social}>
                {socialLinks.map(({ network, href, label }) => (
                  <li key={network}>
                    <a href={href} className={styles.socialLink} target="_blank" rel="noopener noreferrer">
                      <Icon icon={socialIcons[network]} size="medium" />
                      <VisuallyHidden>{`${label ?? socialNames[network]} (${labels.opensInNewTab})`}</VisuallyHidden>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>

          <nav aria-labelledby={`${id}-links`}>
            <h2 id={`${id}-links`} className={styles.columnTitle}>
              {labels.quickLinks}
            </h2>
            <ul className={styles.list}>
              {quickLinks.map((item) => (
                <li key={item.href}>
                  {isExternalHref(item.href) ? (
                    <a href={item.href} className={styles.footerLink}>
                      {item.label}
                    </a>
                  ) : (
                    <AppLink href={item.href} className={styles.footerLink}>
                      {item.label}
                    </AppLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <section aria-labelledby={`${id}-contact`}>
            <h2 id={`${id}-contact`} className={styles.columnTitle}>
              {labels.contact}
            </h2>
            <address className={styles.address}>
              <ul className={styles.list}>
                <li className={styles.contactItem}>
                  <Icon icon={MapPinIcon} size="medium" className={styles.contactIcon} />
                  <span>
                    <VisuallyHidden>{`${labels.address}: `}</VisuallyHidden>
                    {contact.address}
                  </span>
                </li>
                <li>
                  <a href={toTelHref(contact.phone)} className={styles.footerLink}>
                    <Icon icon={PhoneIcon} size="medium" className={styles.contactIcon} />
                    <VisuallyHidden>{`${labels.phone}: `}</VisuallyHidden>
                    <Ltr>{contact.phone}</Ltr>
                  </a>
                </li>
                <li>
                  <a href={`mailto:${contact.email}`} className={styles.footerLink}>
                    <Icon icon={MailIcon} size="medium" className={styles.contactIcon} />
                    <VisuallyHidden>{`${labels.email}: `}</VisuallyHidden>
                    <Ltr>{contact.email}</Ltr>
                  </a>
                </li>
                <li>
                  <a href={contact.website} className={styles.footerLink} target="_blank" rel="noopener noreferrer">
                    <Icon icon={GlobeIcon} size="medium" className={styles.contactIcon} />
                    <VisuallyHidden>{`${labels.website}: `}</VisuallyHidden>
                    <Ltr>{websiteText}</Ltr>
                    <VisuallyHidden>{` (${labels.opensInNewTab})`}</VisuallyHidden>
                  </a>
                </li>
              </ul>
            </address>
          </section>
        </div>
        <p className={styles.bottom}>{copyright ?? `© ${year} ${brandName}. All rights reserved.`}</p>
      </Container>
    </footer>
  );
}
