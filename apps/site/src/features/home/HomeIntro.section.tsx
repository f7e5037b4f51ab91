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
 * The home page down to its testimonials (SPEC §2 Home): hero, Dubai teasers, welcome, five services and a
 * custom plan. A static section (src/lib/staticSection.tsx): prerendered, never hydrated.
 */
export default function HomeIntro() {
  return (
    <>
      <Hero
        eyebrow={homeHero.eyebrow}
        title={<PageText page="home" field="heroTitle" value={homeHero.title} label="Hero title" />}
        subtitle={
          <PageText page="home" field="heroSubtitle" value={homeHero.subtitle} label="Hero subtitle" multiline />
        }
        actions={
          <>
            <ButtonLink href={homeHero.primaryAction.href} size="large">
              {homeHero.primaryAction.label}
            </ButtonLink>
            <ButtonLink href={homeHero.secondaryAction.href} tone="secondary" size="large">
              {homeHero.secondaryAction.label}
            </ButtonLink>
          </>
        }
      />

      <Section id="dubai-services" title={dubaiTeasersHeading.title} subtitle={dubaiTeasersHeading.subtitle}>
        <Grid as="ul" columns={3}>
          {dubaiTeasers.map((teaser) => (
            <li key={teaser.href}>
              <ServiceTeaserCard
                title={teaser.title}
                description={teaser.text}
                href={teaser.href}
                icon={<ContentIcon name={teaser.icon} size={24} />}
              />
            </li>
          ))}
        </Grid>
      </Section>

      <Section
        id="welcome"
        tone="subtle"
        title={<PageText page="home" field="welcomeTitle" value={welcome.title} label="Welcome title" />}
        width="narrow"
      >
        <Stack gap="large" align="center">
          <EditableTextBase
            contentKey={contentKeys.text('home', 'welcomeText')}
            defaultValue={welcome.text}
            label="Welcome text"
            multiline
            render={(value) => (
              <Text size="large" tone="secondary" align="center">
                {value}
              </Text>
            )}
          />
          <Inline justify="center">
            {welcome.actions.map((action, index) => (
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

      <Section id="services" title={homeServicesHeading.title} subtitle={homeServicesHeading.subtitle}>
        <ServiceGrid aria-label={homeServicesHeading.title}>
          {homeServices.map((service) => (
            <ServiceCard
              key={service.id}
              title={service.title}
              description={service.description}
              icon={<ContentIcon name={service.icon} size={24} />}
              image={service.image ? { src: service.image, alt: service.alt } : undefined}
              ctaHref="/book-now"
            />
          ))}
          <CustomPlanCard
            title={customPlan.title}
            description={customPlan.text}
            ctaLabel={customPlan.action.label}
            ctaHref={customPlan.action.href}
          />
        </ServiceGrid>
      </Section>
    </>
  );
}
