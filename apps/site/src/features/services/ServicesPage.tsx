import { messages } from '@sparkle/machines';
import {
  ButtonLink,
  Card,
  CircleCheckIcon,
  CtaBand,
  CustomerReviews,
  FeatureList,
  Grid,
  Heading,
  Hero,
  Inline,
  PackageCard,
  Section,
  ServiceCard,
  ServiceGrid,
  SparklesIcon,
  Text,
  WhatsAppIcon,
} from '@sparkle/ui';
import {
  ratingLabel,
  reviews,
  serviceCards,
  serviceDetailSections,
  serviceDetails,
  servicesPageCopy,
  servicesPageText,
  whyChoose,
} from '../../content/services';
import { googleReviewsUrl, whatsappBookingMessage, whatsappLink, whatsappQuoteMessage } from '../../content/site';
import type { IconName, ServiceCardContent, ServiceDetailSection, ServicesPageText } from '../../content/types';
import { localizedPackages, popularLabel, priceParts } from '../../i18n/servicesTexts';
import { useAuth } from '../../lib/auth';
import { ContentIcon } from '../../lib/ContentIcon';
import { builtPriceList, packagePrice } from '../booking/priceList';
import { contentKeys } from '../content/contentKeys';
import { EditableImage } from '../content/EditableImage';
import { EditableTextBase, PageText } from '../content/EditableText';
import { useContentImage, useSiteContent } from '../content/siteContent';
import * as styles from './ServicesPage.css';

const page = 'services';

const serviceUpdated = { title: messages.content.serviceUpdated, variant: 'default' } as const;

/** Labels of the page text block's editors ('Edit Hero title'). */
const textLabels: Record<keyof ServicesPageText, string> = {
  heroTitle: 'Hero title',
  heroSubtitle: 'Hero subtitle',
  whyChooseTitle: 'Why Choose title',
  whyChooseSubtitle: 'Why Choose subtitle',
  serviceDetailsTitle: 'Service Details title',
  serviceDetailsSubtitle: 'Service Details subtitle',
  packagesTitle: 'Packages title',
  packagesSubtitle: 'Packages subtitle',
  packagesNote: 'Packages note',
  ctaTitle: 'Call to action title',
  ctaSubtitle: 'Call to action subtitle',
};

/** A text of the page text block. */
function ServicesText({ field, multiline }: { field: keyof ServicesPageText; multiline?: boolean }) {
  return (
    <PageText
      page={page}
      field={field}
      value={servicesPageText()[field]}
      label={textLabels[field]}
      multiline={multiline}
    />
  );
}

/**
 * The services page (docs/product.md, Services): hero, six service cards, the restaurant and sanitization sections,
 * reviews, the service details, why choose us, packages and a closing call to action. Cards, detail sections and the
 * page text are stored in `site_content` and editable in place by admins (docs/product.md, Editing the pages in place).
 */
export function ServicesPage() {
  const content = useSiteContent();
  // The packages' prices are the build's stored price list (1-bedroom residential, deep and move-in/out).
  const priceList = builtPriceList();
  const copy = servicesPageCopy();
  const cards = serviceCards().filter(
    (card) => content.get(contentKeys.card(page, card.id, 'deleted'))?.value !== 'true',
  );
  const quoteHref = whatsappLink(whatsappQuoteMessage);
  const bookingHref = whatsappLink(whatsappBookingMessage);

  return (
    <>
      <Hero
        illustration="services"
        title={<ServicesText field="heroTitle" />}
        subtitle={<ServicesText field="heroSubtitle" multiline />}
        actions={
          <>
            <ButtonLink href="/book-now" size="large">
              {copy.bookOnline}
            </ButtonLink>
            <ButtonLink href={quoteHref} tone="whatsapp" size="large" icon={<WhatsAppIcon size={20} />}>
              {copy.whatsappQuote}
            </ButtonLink>
          </>
        }
      />

      <Section id="our-services" title={copy.gridTitle} subtitle={copy.gridSubtitle}>
        <ServiceGrid columns={3}>
          {cards.map((card) => (
            <EditableServiceCard key={card.id} card={card} />
          ))}
        </ServiceGrid>
      </Section>

      {serviceDetailSections().map((section, index) => (
        <DetailSection key={section.id} section={section} tone={index % 2 === 0 ? 'subtle' : 'standard'} />
      ))}

      <CustomerReviews
        title={copy.reviewsTitle}
        subtitle={copy.reviewsSubtitle}
        moreReviewsLabel={copy.moreReviews}
        reviews={reviews().map((review) => ({
          id: String(review.id),
          name: review.name,
          rating: review.rating,
          review: review.text,
          date: review.date,
          ratingLabel: ratingLabel(review.rating),
        }))}
        moreReviewsHref={googleReviewsUrl}
      />

      <Section
        id="service-details"
        title={<ServicesText field="serviceDetailsTitle" />}
        subtitle={<ServicesText field="serviceDetailsSubtitle" multiline />}
      >
        <Grid as="ul" columns={3}>
          {serviceDetails().map((detail) => (
            <li key={detail.title}>
              <Card as="article" elevation="raised" className={styles.detailCard}>
                <Heading level={3} size={4}>
                  {detail.title}
                </Heading>
                <CheckList items={detail.items} />
              </Card>
            </li>
          ))}
        </Grid>
      </Section>

      <Section
        id="why-choose"
        tone="subtle"
        title={<ServicesText field="whyChooseTitle" />}
        subtitle={<ServicesText field="whyChooseSubtitle" multiline />}
      >
        <FeatureList
          columns={4}
          align="center"
          items={whyChoose().map((point) => ({
            icon: <ContentIcon name={point.icon} />,
            title: point.title,
            text: point.text,
          }))}
        />
      </Section>

      <Section
        id="packages"
        title={<ServicesText field="packagesTitle" />}
        subtitle={<ServicesText field="packagesSubtitle" multiline />}
      >
        <Grid as="ul" columns={3} className={styles.packages}>
          {localizedPackages().map((plan) => {
            const price = priceParts(packagePrice(priceList, plan.id));
            return (
              <li key={plan.id}>
                <PackageCard
                  name={plan.name}
                  price={price.amount}
                  currency={price.currency}
                  currencyAfter={price.currencyAfter}
                  features={plan.features}
                  popular={plan.popular}
                  popularLabel={popularLabel()}
                  ctaLabel={copy.choosePlan}
                  ctaHref="/book-now"
                />
              </li>
            );
          })}
        </Grid>
        <div className={styles.packagesNote}>
          <Text as="div" tone="secondary" align="center">
            <ServicesText field="packagesNote" multiline />
          </Text>
          <Inline justify="center">
            <ButtonLink href="/contact" tone="secondary">
              {copy.customQuote}
            </ButtonLink>
            <ButtonLink href={bookingHref} tone="whatsapp" icon={<WhatsAppIcon size={20} />}>
              {copy.bookViaWhatsapp}
            </ButtonLink>
          </Inline>
        </div>
      </Section>

      <CtaBand
        id="services-cta"
        title={<ServicesText field="ctaTitle" />}
        subtitle={<ServicesText field="ctaSubtitle" multiline />}
        primaryAction={{ label: copy.ctaBook, href: '/book-now' }}
        secondaryAction={{ label: copy.ctaContact, href: '/contact' }}
        actions={
          <ButtonLink href={quoteHref} tone="whatsapp" size="large" icon={<WhatsAppIcon size={20} />}>
            {copy.ctaWhatsapp}
          </ButtonLink>
        }
      />
    </>
  );
}

function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={[styles.checkList, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item} className={styles.checkItem}>
          <CircleCheckIcon size={20} className={styles.checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** One of the six cards: title, description and image editable by admins, who may also delete it. */
function EditableServiceCard({ card }: { card: ServiceCardContent }) {
  const { isAdmin } = useAuth();
  const key = (part: 'title' | 'description' | 'image' | 'deleted') => contentKeys.card(page, card.id, part);
  const image = useContentImage(key('image'), card.image, card.alt);
  return (
    <ServiceCard
      icon={<ContentIcon name={card.icon} size={24} />}
      // Visitors get the card's own lazy-loaded photo, or its icon illustration; admins the image editor.
      image={!isAdmin && image.src ? { src: image.src, alt: image.alt, width: 800, height: 500 } : undefined}
      media={
        isAdmin ? (
          <EditableImage
            contentKey={key('image')}
            defaultSrc={card.image}
            defaultAlt={card.alt}
            label={card.title}
            width={800}
            height={500}
            imageClassName={styles.cardImage}
            deleteFlagKey={key('deleted')}
            deleteLabel="Delete service"
          >
            {() => null}
          </EditableImage>
        ) : undefined
      }
      ctaLabel={null}
      title={
        <EditableTextBase
          contentKey={key('title')}
          defaultValue={card.title}
          label={`${card.title} title`}
          savedMessage={serviceUpdated}
          render={(value) => <span>{value}</span>}
        />
      }
      description={
        <EditableTextBase
          contentKey={key('description')}
          defaultValue={card.description}
          label={`${card.title} description`}
          multiline
          savedMessage={serviceUpdated}
          render={(value) => <span>{value}</span>}
        />
      }
    />
  );
}

const detailIcons: Record<ServiceDetailSection['id'], IconName> = { restaurant: 'utensils', sanitization: 'spray' };

/** The restaurant or sanitization section: image, title, description, features and 'Book This Service'. */
function DetailSection({ section, tone }: { section: ServiceDetailSection; tone: 'standard' | 'subtle' }) {
  const key = (part: 'title' | 'description' | 'features' | 'image') => contentKeys.detail(page, section.id, part);
  const headingId = `${section.id}-title`;
  return (
    <Section id={section.id} tone={tone}>
      <div className={styles.detailLayout}>
        <div className={styles.detailMedia}>
          <EditableImage
            contentKey={key('image')}
            defaultSrc={section.image}
            defaultAlt={section.alt}
            label={section.title}
            width={800}
            height={600}
            imageClassName={styles.detailImage}
            deleteBlockedReason="A service section always keeps its image; replace it instead."
            savedMessage={{ title: messages.content.imageUpdated, variant: 'default' }}
          >
            {(image) =>
              image.src ? (
                <img
                  src={image.src}
                  alt={image.alt}
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className={styles.detailImage}
                />
              ) : (
                <div className={styles.detailIllustration}>
                  <ContentIcon name={detailIcons[section.id]} size={72} />
                  <SparklesIcon size={32} className={styles.detailSparkle} />
                </div>
              )
            }
          </EditableImage>
        </div>
        <div className={styles.detailCopy}>
          <Heading level={2} id={headingId}>
            <EditableTextBase
              contentKey={key('title')}
              defaultValue={section.title}
              label={`${section.title} title`}
              savedMessage={serviceUpdated}
              render={(value) => <span>{value}</span>}
            />
          </Heading>
          <EditableTextBase
            contentKey={key('description')}
            defaultValue={section.description}
            label={`${section.title} description`}
            multiline
            savedMessage={serviceUpdated}
            render={(value) => (
              <Text size="large" tone="secondary">
                {value}
              </Text>
            )}
          />
          <EditableTextBase
            contentKey={key('features')}
            defaultValue={section.features.join('\n')}
            label={`${section.title} features (one per line)`}
            multiline
            savedMessage={serviceUpdated}
            render={(value) => <CheckList items={featureLines(value)} />}
          />
          <div>
            <ButtonLink href="/book-now" size="large" aria-describedby={headingId}>
              {servicesPageCopy().bookThisService}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}

/** A stored feature list: one feature per line, blank lines ignored. */
function featureLines(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
