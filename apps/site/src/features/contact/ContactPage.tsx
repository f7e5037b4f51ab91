import { Section } from '@sparkle/ui';
import { contactHero } from '../../content/contactHero';
import { formIslands } from '../../loading/formIslands';
import { island } from '../../loading/island';
import { staticSection } from '../../loading/staticSection';
import { PageHeader } from '../layout/PageHeader';
import * as styles from './ContactPage.css';

// Text, links and the map: prerendered, never hydrated (src/loading/staticSection.tsx).
const ContactDetails = staticSection('contact-details', () => import('./ContactDetails.section'));
const ContactClosing = staticSection('contact-closing', () => import('./ContactClosing.section'));
// The message form hydrates when someone reaches into it, not with the page (src/loading/island.tsx).
const ContactFormIsland = island(formIslands.contact, () => import('./ContactForm.island'), { when: 'used' });

/**
 * The contact page (docs/product.md, Contact): the details (phone and WhatsApp, e-mail, website, location, business
 * hours), the message form beside them (ContactForm.island.tsx), a map and a call to action to /book-now.
 */
export function ContactPage() {
  const hero = contactHero();
  return (
    <>
      <PageHeader title={hero.title} subtitle={hero.subtitle} />
      <Section>
        <div className={styles.layout}>
          <ContactDetails />
          <ContactFormIsland />
        </div>
      </Section>
      <ContactClosing />
    </>
  );
}
