import { t } from '@lingui/core/macro';
import {
  ButtonLink,
  CustomPlanCard,
  Grid,
  Hero,
  Inline,
  Section,
  ServiceCard,
  ServiceGrid,
  ServiceTeaserCard,
  Stack,
  Text,
} from '@sparkle/ui';
import {
  customPlan,
  dubaiTeasers,
  dubaiTeasersHeading,
  homeHero,
  homeServices,
  homeServicesHeading,
  welcome,
} from '../../content/home';
import { ContentIcon } from '../../lib/ContentIcon';
import { contentKeys } from '../content/contentKeys';
import { EditableTextBase, PageText } from '../content/EditableText';

/**
 * The home page down to its testimonials (docs/product.md, Home): hero, Dubai teasers, welcome, five services and a
 * custom plan. A static section (src/loading/staticSection.tsx): prerendered, never hydrated.
 */
export default function HomeIntro() {
  const hero = homeHero();
  const teasersHeading = dubaiTeasersHeading();
  const welcomeText = welcome();
  const servicesHeading = homeServicesHeading();
  const plan = customPlan();
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={<PageText page="home" field="heroTitle" value={hero.title} label={t`Hero title`} />}
        subtitle={
          <PageText page="home" field="heroSubtitle" value={hero.subtitle} label={t`Hero subtitle`} multiline />
        }
        actions={
          <>
            <ButtonLink href={hero.primaryAction.href} size="large">
              {hero.primaryAction.label}
            </ButtonLink>
            <ButtonLink href={hero.secondaryAction.href} tone="secondary" size="large">
              {hero.secondaryAction.label}
            </ButtonLink>
          </>
        }
      />

      <Section id="dubai-services" title={teasersHeading.title} subtitle={teasersHeading.subtitle}>
        <Grid as="ul" columns={3}>
          {dubaiTeasers().map((teaser) => (
            <li key={teaser.href}>
              <ServiceTeaserCard
                title={teaser.title}
                description={teaser.text}
                href={teaser.href}
                icon={<ContentIcon name={teaser.icon} size={24} />}
                moreLabel={t`Learn More`}
              />
            </li>
          ))}
        </Grid>
      </Section>

      <Section
        id="welcome"
        tone="subtle"
        title={<PageText page="home" field="welcomeTitle" value={welcomeText.title} label={t`Welcome title`} />}
        width="narrow"
      >
        <Stack gap="large" align="center">
          <EditableTextBase
            contentKey={contentKeys.text('home', 'welcomeText')}
            defaultValue={welcomeText.text}
            label={t`Welcome text`}
            multiline
            render={(value) => (
              <Text size="large" tone="secondary" align="center">
                {value}
              </Text>
            )}
          />
          <Inline justify="center">
            {welcomeText.actions.map((action, index) => (
              <ButtonLink
                key={action.href}
                href={action.href}
                size="large"
                tone={index === 0 ? 'primary' : 'secondary'}
              >
                {action.label}
              </ButtonLink>
            ))}
          </Inline>
        </Stack>
      </Section>

      <Section id="services" title={servicesHeading.title} subtitle={servicesHeading.subtitle}>
        <ServiceGrid aria-label={servicesHeading.title}>
          {homeServices().map((service) => (
            <ServiceCard
              key={service.id}
              title={service.title}
              description={service.description}
              icon={<ContentIcon name={service.icon} size={24} />}
              image={service.image ? { src: service.image, alt: service.alt } : undefined}
              ctaLabel={t`Book This Service`}
              ctaHref="/book-now"
            />
          ))}
          <CustomPlanCard
            title={plan.title}
            description={plan.text}
            points={[t`Flexible frequency`, t`Combine any services`, t`Free on-site quote`]}
            ctaLabel={plan.action.label}
            ctaHref={plan.action.href}
          />
        </ServiceGrid>
      </Section>
    </>
  );
}
