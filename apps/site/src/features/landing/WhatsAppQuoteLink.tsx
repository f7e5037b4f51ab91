import { t } from '@lingui/core/macro';
import { ButtonLink, WhatsAppIcon } from '@sparkle/ui';
import { whatsappLink, whatsappQuoteMessage } from '../../content/site';

/**
 * 'Quick WhatsApp Quote': an external WhatsApp chat with the prefilled, URL-encoded quote message
 * (docs/product.md, The shared layout), opened in a new tab. Used by the home page's and the landing pages' closing
 * bands.
 */
export function WhatsAppQuoteLink({ label = t`Quick WhatsApp Quote` }: { label?: string }) {
  return (
    <ButtonLink
      href={whatsappLink(whatsappQuoteMessage)}
      tone="whatsapp"
      size="large"
      icon={<WhatsAppIcon size={20} />}
    >
      {label}
    </ButtonLink>
  );
}
