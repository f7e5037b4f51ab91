import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as icons from './icons';

function IconGallery() {
  return (
    <ul
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon size={24} />
          <span>{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Foundations/Icons', component: IconGallery } satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('WhatsApp')).toBeVisible();
    // Icons are decorative: hidden from assistive technology.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
