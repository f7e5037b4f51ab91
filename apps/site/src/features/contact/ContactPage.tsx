import {
  Card,
  ClockIcon,
  ContactForm,
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
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import {
  contactCta,
  contactHero,
  contactInfo,
  contactPageText,
  localizedMapEmbedUrl,
  mapLinkUrl,
} from '../../content/contact';
import { whatsappLink, whatsappQuoteMessage } from '../../content/site';
import { machineText } from '../../i18n/machineMessages';
import { formOpenedAt } from '../../lib/formTiming';
import { useSubmitFocus } from '../../lib/useSubmitFocus';
import { PageHeader } from '../layout/PageHeader';
import * as styles from './ContactPage.css';
import { contactFormTexts, honeypotLabel } from './contactText';
import { siteContactMachine } from './siteContactMachine';

/**
 * SPEC §2 Contact: phone and WhatsApp, e-mail, website, location, business hours, a map, the message form
 * (the contact statechart: 'Sending...' while the message is stored, then the spec's toast naming the e-mail;
 * a failure keeps every value; a honeypot and when the form became usable go with the message, issue 11) and a
 * call to action to /book-now.
 */
export function ContactPage() {
  const [snapshot, send] = useMachine(siteContactMachine, { input: { openedAt: formOpenedAt() } });
  const pending = snapshot.matches('sending');
  const { values, error } = snapshot.context;
  // A refusal names its field, so the message also shows (and is read) under it.
  const field = error?.field && error.field !== 'honeypot' ? error.field : undefined;
  const formRef = useRef<HTMLDivElement>(null);
  const focusInvalidField = useSubmitFocus(formRef, pending);
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
          <Card padding="large" elevation="raised">
            <Stack gap="large">
              <Stack gap="small">
                <Heading level={2}>{text.formTitle}</Heading>
                <Text tone="secondary">{text.formSubtitle}</Text>
              </Stack>
              <div ref={formRef}>
                <ContactForm
                  values={values}
                  pending={pending}
                  errors={field && error ? { [field]: machineText(error.message) } : undefined}
                  texts={contactFormTexts()}
                  honeypot={{
                    label: honeypotLabel(),
                    value: values.honeypot,
                    onValueChange: (value) => send({ type: 'field.change', field: 'honeypot', value }),
                  }}
                  onChange={(name, value) => send({ type: 'field.change', field: name, value })}
                  onSubmit={() => {
                    send({ type: 'form.submit' });
                    focusInvalidField();
                  }}
                />
              </div>
            </Stack>
          </Card>
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
