import {
  ClockIcon,
  CtaBand,
  FeatureList,
  GlobeIcon,
  Heading,
  Link,
  MailIcon,
  MapEmbed,
  MapPinIcon,
  PhoneIcon,
  Section,
  Stack,
  Text,
} from '@sparkle/ui';
import {
  contactCta,
  contactHero,
  contactInfo,
  contactPageText,
  localizedMapEmbedUrl,
  mapLinkUrl,
} from '../../content/contact';
import { whatsappLink, whatsappQuoteMessage } from '../../content/site';
import { formIslands } from '../../lib/formIslands';
import { island } from '../../lib/island';
import { PageHeader } from '../layout/PageHeader';
import * as styles from './ContactPage.css';

// The message form hydrates when someone reaches into it, not with the page (src/lib/island.tsx).
const ContactFormIsland = island(formIslands.contact, () => import('./ContactForm.island'), { when: 'used' });

/**
 * SPEC §2 Contact: phone and WhatsApp, e-mail, website, location, business hours, a map, the message form
 * (ContactForm.island.tsx) and a call to action to /book-now.
 */
export function ContactPage() {
  const text = contactPageText();
  const info = contactInfo();
  const hero = contactHero();
  const cta = contactCta();
  const telHref = `tel:${info.phone.replace(/[^\d+]/g, '')}`;

  return (
    <>
      <PageHeader title={hero.title} subtitle={hero.subtitle} />
      <Section>
        <div className={styles.layout}>
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
          <ContactFormIsland />
        </div>
      </Section>
      <Section id="find-us" tone="subtle" title={text.mapTitle} subtitle={info.location}>
        <MapEmbed
          title={text.mapFrameTitle}
          src={localizedMapEmbedUrl()}
          mapsHref={mapLinkUrl}
          mapsLabel={text.mapsLabel}
          deferred
        />
      </Section>
      <CtaBand title={cta.title} subtitle={cta.subtitle} primaryAction={cta.action} tone="inverse" />
    </>
  );
}
