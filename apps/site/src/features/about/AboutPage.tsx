import {
  AchievementStats,
  ButtonLink,
  Card,
  CtaBand,
  FeatureList,
  Heading,
  Hero,
  Section,
  Stack,
  Text,
} from '@sparkle/ui';
import {
  aboutCta,
  aboutHero,
  achievements,
  achievementsHeading,
  mission,
  reasons,
  reasonsHeading,
  story,
  values,
  valuesHeading,
} from '../../content/about';
import type { Feature } from '../../content/types';
import { ContentIcon } from '../../lib/ContentIcon';
import { contentKeys } from '../content/contentKeys';
import { EditableTextBase, PageText } from '../content/EditableText';

function withIcons(features: Feature[]) {
  return features.map(({ icon, title, text }) => ({ icon: <ContentIcon name={icon} />, title, text }));
}

const [ctaPrimary, ctaSecondary] = aboutCta.actions;

/** SPEC §2 About: story and mission, reasons to choose, four values, achievements. */
export function AboutPage() {
  return (
    <>
      <Hero
        title={<PageText page="about" field="heroTitle" value={aboutHero.title} label="Hero title" />}
        subtitle={
          <PageText page="about" field="heroSubtitle" value={aboutHero.subtitle} label="Hero subtitle" multiline />
        }
        actions={
          <>
            <ButtonLink href="/book-now" size="large">
              Book Now
            </ButtonLink>
            <ButtonLink href="/contact" tone="secondary" size="large">
              Contact Us
            </ButtonLink>
          </>
        }
      />

      <Section
        id="story"
        title={<PageText page="about" field="storyTitle" value={story.title} label="Story title" />}
        width="narrow"
      >
        <Stack gap="xlarge">
          <Stack gap="medium">
            {story.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 32)} size="large" tone="secondary">
                {paragraph}
              </Text>
            ))}
          </Stack>
          <Card as="section" tone="brand" padding="large" aria-labelledby="mission-title">
            <Stack gap="small">
              <Heading level={2} size={3} tone="inverse" id="mission-title">
                <PageText
                  page="about"
                  field="missionTitle"
                  value={mission.title}
                  label="Mission title"
                  tone="inverse"
                />
              </Heading>
              <EditableTextBase
                contentKey={contentKeys.text('about', 'missionText')}
                defaultValue={mission.text}
                label="Mission text"
                multiline
                tone="inverse"
                render={(value) => (
                  <Text size="large" tone="inverseSecondary">
                    {value}
                  </Text>
                )}
              />
            </Stack>
          </Card>
        </Stack>
      </Section>

      <Section id="why-choose" tone="subtle" title={reasonsHeading.title} subtitle={reasonsHeading.subtitle}>
        <FeatureList items={withIcons(reasons)} columns={3} />
      </Section>

      <Section id="values" title={valuesHeading.title} subtitle={valuesHeading.subtitle}>
        <FeatureList items={withIcons(values)} columns={4} align="center" />
      </Section>

      <Section
        id="achievements"
        tone="inverse"
        title={achievementsHeading.title}
        subtitle={achievementsHeading.subtitle}
      >
        <AchievementStats items={[...achievements]} tone="inverse" />
      </Section>

      <CtaBand
        id="about-cta"
        title={aboutCta.title}
        subtitle={aboutCta.subtitle}
        primaryAction={ctaPrimary}
        secondaryAction={ctaSecondary}
      />
    </>
  );
}
