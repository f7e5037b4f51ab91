import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Dialog } from './Dialog';

/** Keeps the fixed dialog inside the story's box (portal off), so the screenshot sees it. */
const containFixed: Decorator = (Story) => (
  <div style={{ transform: 'translateZ(0)', minBlockSize: 420 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Composites/Dialog',
  component: Dialog,
  args: {
    title: 'Delete this service?',
    description: 'The Residential Cleaning card will be removed from the Services page.',
    setOpen: fn(),
    trigger: <Button tone="critical">Delete service</Button>,
    footer: (
      <>
        <Button tone="secondary">Keep service</Button>
        <Button tone="critical">Delete</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Delete service' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Delete this service?' });
    await expect(args.setOpen).toHaveBeenLastCalledWith(true);
    await expect(dialog).toHaveAccessibleDescription(
      'The Residential Cleaning card will be removed from the Services page.',
    );
    await waitFor(() => expect(dialog).toHaveAttribute('data-enter'));
    // Focus moves into the dialog (its first control) and Tab walks its controls; the page behind is inert,
    // so neither Tab nor a screen reader's cursor can reach it.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Keep service' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await expect(trigger.closest('[inert]')).not.toBeNull();
    // Escape closes it and focus goes back to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.setOpen).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  name: 'Closes with the close button',
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete service' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete this service?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.setOpen).toHaveBeenLastCalledWith(false);
  },
};

export const Controlled: Story = {
  name: 'Controlled (open)',
  args: { open: true, trigger: undefined },
  play: async ({ canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Delete this service?' });
    await userEvent.keyboard('{Escape}');
    // The owner decides: it is asked to close, but `open` stays true until it says otherwise.
    await expect(args.setOpen).toHaveBeenCalledWith(false);
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Appearance: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    open: true,
    trigger: undefined,
    portal: false,
    children: (
      <Text>
        Service cards that are deleted disappear from the page at once. You can add the service again later from the
        admin tools.
      </Text>
    ),
  },
  decorators: [containFixed],
};
