import { CtaBand } from '@sparkle/ui';
import { homeClosingCta } from '../../content/home';
import { PageText } from '../content/EditableText';
import { WhatsAppQuoteLink } from '../landing/WhatsAppQuoteLink';

const [closingPrimary, closingSecondary] = homeClosingCta.actions;

/** The home page's closing call to action (SPEC §2 Home). A static section: prerendered, never hydrated. */
export default function HomeClosing() {
  return (
    <CtaBand
      id="home-cta"
      title={<PageText page="home" field="ctaTitle" value={homeClosingCta.title} label="Call to action title" />}
      subtitle={
        <PageText
          page="home"
          field="ctaSubtitle"
          value={homeClosingCta.subtitle}
          label="Call to action subtitle"
          multiline
        />
      }
      primaryAction={closingPrimary}
      secondaryAction={closingSecondary}
      actions={<WhatsAppQuoteLink label={homeClosingCta.whatsappLabel} />}
    />
  );
}
