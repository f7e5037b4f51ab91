import { CtaBand, MapEmbed, Section } from '@sparkle/ui';
import { contactCta, contactInfo, contactPageText, localizedMapEmbedUrl, mapLinkUrl } from '../../content/contact';

/**
 * The end of the contact page (docs/product.md): the map and the call to action to /book-now. A static section
 * (src/loading/staticSection.tsx): the map's frame starts when it nears the screen without any hydration
 * (src/loading/boot/deferFrames.ts).
 */
export default function ContactClosing() {
  const text = contactPageText();
  const info = contactInfo();
  const cta = contactCta();
  return (
    <>
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
