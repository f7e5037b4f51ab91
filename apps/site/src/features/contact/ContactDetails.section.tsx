import {
  ClockIcon,
  FeatureList,
  GlobeIcon,
  Heading,
  Link,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  Stack,
  Text,
} from '@sparkle/ui';
import { contactInfo, contactPageText } from '../../content/contact';
import { whatsappLink, whatsappQuoteMessage } from '../../content/site';
import * as styles from './ContactPage.css';

/**
 * The contact page's details (docs/product.md): phone and WhatsApp, e-mail, website, location and business hours. Text
 * and links only: a static section (src/loading/staticSection.tsx), prerendered and never hydrated.
 */
export default function ContactDetails() {
  const text = contactPageText();
  const info = contactInfo();
  const telHref = `tel:${info.phone.replace(/[^\d+]/g, '')}`;
  return (
    <Stack gap="large">
      <Stack gap="small">
        <Heading level={2}>{text.infoTitle}</Heading>
        <Text tone="secondary">{text.infoSubtitle}</Text>
      </Stack>
      <FeatureList
        columns={1}
        aria-label={text.infoTitle}
        items={[
          {
            icon: <PhoneIcon size={24} aria-hidden="true" />,
            title: text.phoneLabel,
            text: (
              <>
                <Link href={telHref} className={styles.line}>
                  {info.phone}
                </Link>
                <Link href={whatsappLink(whatsappQuoteMessage)} newTab className={styles.line}>
                  {text.whatsappLabel}
                </Link>
              </>
            ),
          },
          {
            icon: <MailIcon size={24} aria-hidden="true" />,
            title: text.emailLabel,
            text: <Link href={`mailto:${info.email}`}>{info.email}</Link>,
          },
          {
            icon: <GlobeIcon size={24} aria-hidden="true" />,
            title: text.websiteLabel,
            text: (
              <Link href={`https://${info.website}`} newTab>
                {info.website}
              </Link>
            ),
          },
          {
            icon: <MapPinIcon size={24} aria-hidden="true" />,
            title: text.locationLabel,
            text: info.location,
          },
          {
            icon: <ClockIcon size={24} aria-hidden="true" />,
            title: text.hoursLabel,
            text: (
              <>
                {info.hours.map((hours) => (
                  <span key={hours.days} className={styles.line}>
                    {`${hours.days}: ${hours.open} - ${hours.close}`}
                  </span>
                ))}
              </>
            ),
          },
        ]}
      />
    </Stack>
  );
}
