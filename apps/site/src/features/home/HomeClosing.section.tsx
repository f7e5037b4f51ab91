import { t } from '@lingui/core/macro';
import { CtaBand } from '@sparkle/ui';
import { homeClosingCta } from '../../content/home';
import { PageText } from '../content/EditableText';
import { WhatsAppQuoteLink } from '../landing/WhatsAppQuoteLink';

/** The home page's closing call to action (docs/product.md, Home). A static section: prerendered, never hydrated. */
export default function HomeClosing() {
  const cta = homeClosingCta();
  const [closingPrimary, closingSecondary] = cta.actions;
  return (
    <CtaBand
      id="home-cta"
      title={<PageText page="home" field="ctaTitle" value={cta.title} label={t`Call to action title`} />}
      subtitle={
        <PageText page="home" field="ctaSubtitle" value={cta.subtitle} label={t`Call to action subtitle`} multiline />
      }
      primaryAction={closingPrimary}
      secondaryAction={closingSecondary}
      actions={<WhatsAppQuoteLink label={cta.whatsappLabel} />}
    />
  );
}
