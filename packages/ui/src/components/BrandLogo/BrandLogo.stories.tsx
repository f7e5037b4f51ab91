import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { BrandLogo } from './BrandLogo';

const meta = {
  title: 'Sections/BrandLogo',
  component: BrandLogo,
  args: { name: 'SparkleClean Dubai', href: '/' },
  argTypes: { tone: { control: 'inline-radio', options: ['standard', 'inverse'] } },
} satisfies Meta<typeof BrandLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'SparkleClean Dubai' });
    await expect(link).toHaveAttribute('href', '/');
  },
};

export const Tones: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap' }}>
      <div style={{ padding: 16 }}>
        <BrandLogo {...args} />
      </div>
      <div style={{ padding: 16, background: vars.color.background.inverse }}>
        <BrandLogo {...args} tone="inverse" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'SparkleClean Dubai' })).toHaveLength(2);
  },
};
