import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingLevels } from '../Heading/Heading';
import { Text, textSizes } from './Text';

const meta = {
  title: 'Foundations/Typography',
  component: Text,
  args: { children: 'Professional cleaning for homes and businesses across Dubai.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Professional cleaning/).tagName).toBe('P');
  },
};

export const Scale: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}: Sparkling homes
        </Heading>
      ))}
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
      <Text tone="secondary">Secondary tone</Text>
      <Text tone="muted">Muted tone</Text>
      <Text tone="critical">Critical tone</Text>
      <Text tone="positive">Positive tone</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Heading level 1');
  },
};
