import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { tokens } from '../../theme/tokens';
import { Card } from '../Card/Card';
import { ButtonLink, Link } from '../Link/Link';
import { Text } from '../Text/Text';
import { Container, Grid, Inline, Section, Stack } from './Layout';

const meta = {
  title: 'Primitives/Layout',
  component: Section,
  subcomponents: { Container, Stack, Inline, Grid },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visible box for the layout stories. */
function Box({ children }: { children: ReactNode }) {
  return (
    <Card tone="subtle" padding="medium">
      <Text weight="semibold">{children}</Text>
    </Card>
  );
}

const remToPx = (rem: string) => Number.parseFloat(rem) * 16;

/** `Container` centres content with the page's side padding; `narrow` is a comfortable reading width. */
export const Containers: Story = {
  tags: ['screenshot', 'responsive'],
  render: () => (
    <Stack gap="large" style={{ paddingBlock: vars.space.large, backgroundColor: vars.color.background.sunken }}>
      <Container data-testid="standard">
        <Box>Standard container (72rem)</Box>
      </Container>
      <Container width="narrow" data-testid="narrow">
        <Box>Narrow container (44rem), for running text and forms</Box>
      </Container>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const standard = canvas.getByTestId('standard').getBoundingClientRect();
    const narrow = canvas.getByTestId('narrow').getBoundingClientRect();
    await expect(standard.width).toBeLessThanOrEqual(remToPx(tokens.size.container));
    await expect(narrow.width).toBe(remToPx(tokens.size.narrow));
    // Both centred in the page.
    await expect(Math.round(narrow.left + narrow.width / 2)).toBe(Math.round(standard.left + standard.width / 2));
  },
};

/** `Stack` puts children one below the other, `Inline` side by side (wrapping), both with a gap from the scale. */
export const StackAndInline: Story = {
  tags: ['screenshot'],
  render: () => (
    <Container style={{ paddingBlock: vars.space.large }}>
      <Stack gap="xlarge">
        <Stack gap="large" data-testid="stack">
          <Box>Stack, gap large: first</Box>
          <Box>Second</Box>
        </Stack>
        <Stack gap="xsmall" align="center">
          <Box>Stack, align centre</Box>
          <Box>Centred under it</Box>
        </Stack>
        <Inline gap="small">
          <ButtonLink href="/book-now">Book Now</ButtonLink>
          <ButtonLink href="/services" tone="secondary">
            Our Services
          </ButtonLink>
          <Link href="/contact">Contact us</Link>
        </Inline>
        <Inline gap="small" justify="between">
          <Box>Inline, justify between</Box>
          <Box>At the end</Box>
        </Inline>
      </Stack>
    </Container>
  ),
  play: async ({ canvas }) => {
    const [first, second] = Array.from(canvas.getByTestId('stack').children) as HTMLElement[];
    const gap =
      (second as HTMLElement).getBoundingClientRect().top - (first as HTMLElement).getBoundingClientRect().bottom;
    await expect(gap).toBe(remToPx(tokens.space.large));
  },
};

/** `Grid`: one column on phones, two on tablets, `columns` from the desktop breakpoint. */
export const Grids: Story = {
  tags: ['screenshot', 'responsive'],
  render: () => (
    <Container style={{ paddingBlock: vars.space.large }}>
      <Grid as="ul" columns={3} data-testid="grid">
        {['Residential', 'Office', 'Deep', 'Move-In/Out', 'Carpet'].map((name) => (
          <li key={name}>
            <Box>{name}</Box>
          </li>
        ))}
      </Grid>
    </Container>
  ),
  play: async ({ canvas }) => {
    // At the desktop width the story runs at: three to a row.
    const rows = new Set(
      Array.from(canvas.getByTestId('grid').children).map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(rows.size).toBe(2);
  },
};

/** `Section`: a page band with a tone and an h2 header that names it. Dark tones switch to the light focus ring. */
export const Sections: Story = {
  tags: ['screenshot'],
  render: () => (
    <>
      {(['standard', 'subtle', 'brand', 'inverse'] as const).map((tone) => (
        <Section
          key={tone}
          id={`section-${tone}`}
          tone={tone}
          title={`${tone[0]?.toUpperCase()}${tone.slice(1)} section`}
          subtitle="Trusted by homes and businesses across Dubai."
        >
          <Inline justify="center">
            <ButtonLink href="/book-now" tone={tone === 'brand' || tone === 'inverse' ? 'secondary' : 'primary'}>
              Book Now
            </ButtonLink>
          </Inline>
        </Section>
      ))}
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Standard section', 'Subtle section', 'Brand section', 'Inverse section']) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    // Keyboard focus on a dark band shows the light ring, on a light band the blue one.
    await userEvent.tab();
    const onLight = getComputedStyle(document.activeElement as HTMLElement).outlineColor;
    await userEvent.tab();
    await userEvent.tab();
    const onBrand = document.activeElement as HTMLElement;
    await expect(canvas.getByRole('region', { name: 'Brand section' })).toContainElement(onBrand);
    await expect(getComputedStyle(onBrand).outlineColor).not.toBe(onLight);
    onBrand.blur();
  },
};
