import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import { companyName, contact } from '../_shared/company.ts';
import { ltr, type MessageLocale } from './format.ts';

/*
 * E-mail clients ignore style sheets in parts and rewrite colours in dark mode, so every style is inline and every
 * text colour is paired with its background (contrast checked by axe on every story). The colours are the design
 * system's (packages/ui tokens.ts), repeated here because the edge function deploys only what is under
 * supabase/functions. A client that honours `prefers-color-scheme` gets the dark palette from the head's style.
 */
export const colors = {
  page: '#eef2f4',
  card: '#ffffff',
  text: '#12202b',
  muted: '#3d4d59',
  brand: '#0b5d63',
  brandText: '#ffffff',
  rule: '#dde4e8',
  soft: '#eef8f7',
  chatApp: '#0f6b35',
} as const;

const darkMode = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: #062f33 !important; }
  .mail-card { background-color: #12202b !important; color: #eef2f4 !important; }
  .mail-card p, .mail-card h1, .mail-card td, .mail-card th { color: #eef2f4 !important; }
  .mail-card a { color: #d7eeec !important; }
  .mail-soft { background-color: #073f44 !important; }
  .mail-button { background-color: #d7eeec !important; color: #062f33 !important; }
}`;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans Arabic', Tahoma, Arial, sans-serif";

const styles = {
  page: { backgroundColor: colors.page, margin: 0, padding: '24px 0', fontFamily: font } satisfies CSSProperties,
  card: {
    backgroundColor: colors.card,
    color: colors.text,
    maxWidth: '600px',
    margin: '0 auto',
    padding: '32px 28px',
    borderRadius: '8px',
  } satisfies CSSProperties,
  brand: { color: colors.brand, fontSize: '16px', fontWeight: 700, margin: '0 0 16px' } satisfies CSSProperties,
  heading: { color: colors.text, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' } satisfies CSSProperties,
  text: { color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' } satisfies CSSProperties,
  small: { color: colors.muted, fontSize: '14px', lineHeight: '22px', margin: '0 0 8px' } satisfies CSSProperties,
  button: {
    backgroundColor: colors.brand,
    color: colors.brandText,
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    borderRadius: '6px',
    textDecoration: 'none',
  } satisfies CSSProperties,
  link: { color: colors.brand, textDecoration: 'underline' } satisfies CSSProperties,
  details: {
    backgroundColor: colors.soft,
    borderRadius: '6px',
    padding: '12px 16px',
    margin: '0 0 20px',
  } satisfies CSSProperties,
  label: {
    color: colors.muted,
    fontSize: '14px',
    lineHeight: '22px',
    padding: '4px 12px 4px 0',
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
    textAlign: 'start',
    fontWeight: 400,
  } satisfies CSSProperties,
  value: {
    color: colors.text,
    fontSize: '15px',
    lineHeight: '22px',
    padding: '4px 0',
    verticalAlign: 'top',
  } satisfies CSSProperties,
  rule: { borderColor: colors.rule, margin: '24px 0' } satisfies CSSProperties,
};

const footerTexts = {
  en: {
    questions: 'Questions? Call us or write on WhatsApp:',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
  },
  ar: {
    questions: 'لديك سؤال؟ اتصل بنا أو راسلنا على واتساب:',
    phone: 'الهاتف',
    whatsapp: 'واتساب',
    email: 'البريد الإلكتروني',
  },
} as const;

export interface EmailLayoutProps {
  locale: MessageLocale;
  /** The line an inbox shows after the subject. */
  preview: string;
  title: string;
  children: ReactNode;
  frame?: 'document' | 'fragment';
  /** The company's own alerts leave out the customer footer. */
  footer?: boolean;
}

/** Every e-mail's frame: the company's name, a title, the content, and how to reach the company. */
export function EmailLayout({ locale, preview, title, children, frame = 'document', footer = true }: EmailLayoutProps) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const t = footerTexts[locale];
  const card = (
    <Container
      className="mail-card"
      style={{ ...styles.card, direction: dir, textAlign: locale === 'ar' ? 'right' : 'left' }}
    >
      <Text style={styles.brand}>{companyName}</Text>
      <Heading as="h1" style={styles.heading}>
        {title}
      </Heading>
      {children}
      {footer ? (
        <>
          <Hr style={styles.rule} />
          <Text style={styles.small}>{t.questions}</Text>
          <Text style={styles.small}>
            {t.phone}:{' '}
            <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`} style={styles.link}>
              {ltr(contact.phone, locale)}
            </Link>
            {' · '}
            {t.whatsapp}:{' '}
            <Link href={`https://wa.me/${contact.whatsappNumber}`} style={styles.link}>
              {ltr(`+${contact.whatsappNumber}`, locale)}
            </Link>
            {' · '}
            {t.email}:{' '}
            <Link href={`mailto:${contact.email}`} style={styles.link}>
              {contact.email}
            </Link>
          </Text>
          <Text style={styles.small}>
            {companyName} · {contact.address}
          </Text>
        </>
      ) : null}
    </Container>
  );
  if (frame === 'fragment') {
    return (
      <div lang={locale} dir={dir} className="mail-page" style={styles.page}>
        {card}
      </div>
    );
  }
  return (
    <Html lang={locale} dir={dir}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style>{darkMode}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="mail-page" style={styles.page}>
        {card}
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

export function SmallPrint({ children }: { children: ReactNode }) {
  return <Text style={styles.small}>{children}</Text>;
}

/** The main action: a link drawn as a button (a real link, so it works with images and styles off). */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '0 0 20px' }}>
      <Button href={href} className="mail-button" style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}

/** Label–value pairs of a booking or a message, as a table (row headers) that screen readers read in pairs. */
export function Details({ rows, caption }: { rows: readonly (readonly [string, ReactNode])[]; caption: string }) {
  return (
    <Section className="mail-soft" style={styles.details}>
      <table cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption
          style={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {caption}
        </caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={styles.label}>
                {label}
              </th>
              <td style={styles.value}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
