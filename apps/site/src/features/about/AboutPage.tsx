import { t } from '@lingui/core/macro';
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

/** The about page (docs/product.md, About): story and mission, reasons to choose, four values, achievements. */
export function AboutPage() {
  const hero = aboutHero();
  const storyText = story();
  const missionText = mission();
  const reasonsTitle = reasonsHeading();
  const valuesTitle = valuesHeading();
  const achievementsTitle = achievementsHeading();
  const cta = aboutCta();
  const [ctaPrimary, ctaSecondary] = cta.actions;
  return (
    <>
      <Hero
        title={<PageText page="about" field="heroTitle" value={hero.title} label={t`Hero title`} />}
        subtitle={
          <PageText page="about" field="heroSubtitle" value={hero.subtitle} label={t`Hero subtitle`} multiline />
        }
        actions={
          <>
            <ButtonLink href="/book-now" size="large">
              {t`Book Now`}
            </ButtonLink>
            <ButtonLink href="/contact" tone="secondary" size="large">
              {t`Contact Us`}
            </ButtonLink>
          </>
        }
      />

      <Section
        id="story"
        title={<PageText page="about" field="storyTitle" value={storyText.title} label={t`Story title`} />}
        width="narrow"
      >
        <Stack gap="xlarge">
          <Stack gap="medium">
            {storyText.paragraphs.map((paragraph) => (
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
                  value={missionText.title}
                  label={t`Mission title`}
                  tone="inverse"
                />
              </Heading>
              <EditableTextBase
                contentKey={contentKeys.text('about', 'missionText')}
                defaultValue={missionText.text}
                label={t`Mission text`}
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

      <Section id="why-choose" tone="subtle" title={reasonsTitle.title} subtitle={reasonsTitle.subtitle}>
        <FeatureList items={withIcons(reasons())} columns={3} />
      </Section>

      <Section id="values" title={valuesTitle.title} subtitle={valuesTitle.subtitle}>
        <FeatureList items={withIcons(values())} columns={4} align="center" />
      </Section>

      <Section id="achievements" tone="inverse" title={achievementsTitle.title} subtitle={achievementsTitle.subtitle}>
        <AchievementStats items={[...achievements()]} tone="inverse" />
      </Section>

      <CtaBand
        id="about-cta"
        title={cta.title}
        subtitle={cta.subtitle}
        primaryAction={ctaPrimary}
        secondaryAction={ctaSecondary}
      />
    </>
  );
}
