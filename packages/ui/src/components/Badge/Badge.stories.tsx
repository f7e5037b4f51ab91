import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Most Popular', tone: 'accent' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MostPopular: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Most Popular')).toBeVisible();
  },
};

export const TonesOnCards: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
      {(['standard', 'subtle', 'highlight'] as const).map((tone) => (
        <Card key={tone} tone={tone}>
          <Text weight="semibold">Card tone {tone}</Text>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {badgeTones.map((t) => (
              <Badge key={t} tone={t}>
                {t}
              </Badge>
            ))}
          </div>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('strong')).toHaveLength(3);
  },
};
