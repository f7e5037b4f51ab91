import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CtaBand } from '../CtaBand/CtaBand';
import { CustomPlanCard } from '../CustomPlanCard/CustomPlanCard';
import { Hero } from '../Hero/Hero';
import { Grid, Inline, Section, Stack } from '../Layout/Layout';
import { ButtonLink, Link } from '../Link/Link';
import { storyFooter, storyServices, storyTeasers, storyTestimonials } from '../private/sectionsStoryData';
import { withStoryLinks } from '../private/storyLinks';
import { ServiceCard } from '../ServiceCard/ServiceCard';
import { ServiceGrid } from '../ServiceGrid/ServiceGrid';
import { ServiceTeaserCard } from '../ServiceTeaserCard/ServiceTeaserCard';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { type HeaderSession, SiteHeader } from '../SiteHeader/SiteHeader';
import { SkipLink } from '../SkipLink/SkipLink';
import { TestimonialCard } from '../TestimonialCard/TestimonialCard';
import { Text } from '../Text/Text';

interface HomePageProps {
  session: HeaderSession | null;
  year: number;
}

/**
 * The Home page composed from the section components, for designers. The site builds the real page the same way;
 * its testimonials are the carousel (a composite), shown here as a simple grid.
 */
function HomePage({ session, year }: HomePageProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader currentPath="/" session={session} />
      <main id="main" tabIndex={-1}>
        <Hero
          eyebrow="Trusted by 5000+ clients in Dubai"
          title="Professional Cleaning Services in Dubai"
          subtitle="Homes, offices, restaurants and commercial kitchens cleaned by trained, insured teams with eco-friendly products."
        />
        <Section
          id="dubai-services"
          title="Specialised Cleaning in Dubai"
          subtitle="Dedicated teams for homes, grease traps and commercial kitchens."
        >
          <Grid as="ul" columns={3}>
            {storyTeasers.map((teaser) => (
              <li key={teaser.href}>
                <ServiceTeaserCard {...teaser} />
              </li>
            ))}
          </Grid>
        </Section>
        <Section id="welcome" tone="subtle" title="Welcome to SparkleClean Dubai" width="narrow">
          <Stack gap="large" align="center">
            <Text size="large" tone="secondary" align="center">
              For over eight years our trained teams have cared for homes and businesses across Dubai, from Business Bay
              apartments to busy restaurant kitchens. We bring the equipment and eco-friendly products; you enjoy the
              spotless result.
            </Text>
            <Inline justify="center">
              <ButtonLink href="/book-now" size="large">
                Book Now
              </ButtonLink>
              <ButtonLink href="/services" tone="secondary" size="large">
                Our Services
              </ButtonLink>
            </Inline>
          </Stack>
        </Section>
        <Section id="services" title="Our Services" subtitle="Choose a service or ask us for a plan made for you.">
          <ServiceGrid aria-label="Services">
            {storyServices.map((service) => (
              <ServiceCard
                key={service.id}
                title={service.title}
                description={service.description}
                icon={service.icon}
              />
            ))}
            <CustomPlanCard />
          </ServiceGrid>
        </Section>
        <Section id="testimonials" tone="subtle" title="What Our Clients Say">
          <Stack gap="xlarge" align="center">
            <Grid as="ul" columns={3}>
              {storyTestimonials.map(({ id, ...testimonial }) => (
                <li key={id}>
                  <TestimonialCard {...testimonial} />
                </li>
              ))}
            </Grid>
            <Link href="/testimonials">Read all testimonials</Link>
          </Stack>
        </Section>
        <CtaBand
          id="home-cta"
          title="Ready for a Spotless Space?"
          subtitle="Book online in two minutes. We confirm within 24 hours."
          primaryAction={{ label: 'Schedule a Cleaning', href: '/book-now' }}
          secondaryAction={{ label: 'Contact Us', href: '/contact' }}
        />
      </main>
      <SiteFooter {...storyFooter} year={year} />
    </>
  );
}

const meta = {
  title: 'Sections/Home Page',
  component: HomePage,
  decorators: [withStoryLinks],
  parameters: { layout: 'fullscreen' },
  args: { session: null, year: 2025 },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

// No screenshot tag: captures cover one viewport, so a whole page would come out cut off.
export const Visitor: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Professional Cleaning Services in Dubai');
    await expect(main.getByRole('link', { name: 'Book a Cleaning' })).toHaveAttribute('href', '/book-now');
    // Three Dubai teasers linking to the landing pages.
    for (const href of ['/cleaning-services-dubai', '/grease-trap-cleaning-dubai', '/commercial-kitchen-cleaning']) {
      await expect(canvas.getByRole('main').querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
    await expect(main.getAllByRole('link', { name: 'Book This Service' })).toHaveLength(5);
    // The custom plan card and the closing band both lead to /contact.
    for (const link of main.getAllByRole('link', { name: 'Contact Us' })) {
      await expect(link).toHaveAttribute('href', '/contact');
    }
    await expect(canvas.getByText('© 2025 SparkleClean Dubai. All rights reserved.')).toBeVisible();
  },
};

export const SignedInAdmin: Story = {
  args: { session: { name: 'Omar Haddad', isAdmin: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Omar Haddad' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
  },
};
