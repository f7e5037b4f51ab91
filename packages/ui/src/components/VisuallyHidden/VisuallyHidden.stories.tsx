import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { CloseIcon, MailIcon, PhoneIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { storyContact } from '../private/companyStoryData';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Close menu' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Icon-only controls get their names from visually hidden text; a sighted visitor sees only the icons. */
export const NamesIconControls: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button tone="secondary">
        <Icon icon={CloseIcon} size="medium" />
        <VisuallyHidden {...args} />
      </Button>
      <ButtonLink href="/contact" tone="ghost" icon={<Icon icon={MailIcon} size="medium" />}>
        <VisuallyHidden>Contact us</VisuallyHidden>
      </ButtonLink>
      <Button tone="primary">
        <Icon icon={PhoneIcon} size="small" />
        <VisuallyHidden>Call </VisuallyHidden>
        {storyContact.phone}
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    // Screen readers get the names…
    const close = canvas.getByRole('button', { name: 'Close menu' });
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('button', { name: `Call ${storyContact.phone}` })).toBeVisible();
    // …while the hidden text takes no room and shows nothing.
    const hidden = canvas.getByText('Close menu');
    const box = hidden.getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
    await expect(close.getBoundingClientRect().width).toBeLessThan(80);
  },
};
