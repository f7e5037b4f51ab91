import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { arToasts } from '../private/arabicStoryTexts';
import { Toast, type ToastData, Toaster, type ToasterProps } from './Toast';

const bookingToast: ToastData = {
  id: 'toast-1',
  title: 'Success',
  description: "Booking request submitted successfully! We'll contact you to confirm.",
  variant: 'default',
};

const errorToast: ToastData = {
  id: 'toast-2',
  title: 'Error',
  description: 'Please select a date',
  variant: 'destructive',
};

/** Keeps the fixed viewport inside the story's box, so the screenshot sees it where the page would. */
const containFixed: Decorator = (Story) => (
  <div style={{ transform: 'translateZ(0)', minBlockSize: 260 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Composites/Toast',
  component: Toaster,
  args: { toast: bookingToast, onDismiss: fn(), duration: 4000 },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('status');
    await expect(within(region).getByText('Success')).toBeVisible();
    await expect(
      within(region).getByText("Booking request submitted successfully! We'll contact you to confirm."),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('toast-1');
  },
};

export const Destructive: Story = {
  args: { toast: errorToast },
  play: async ({ canvas }) => {
    // Error toasts are announced assertively.
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Error')).toBeVisible();
    await expect(within(alert).getByText('Please select a date')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const TitleOnly: Story = {
  args: { toast: { id: 'toast-3', title: 'Image Updated', variant: 'default' } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('status')).getByText('Image Updated')).toBeVisible();
  },
};

export const NoToast: Story = {
  args: { toast: null },
  play: async ({ canvas }) => {
    // The live regions are there, waiting, but empty.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AutoDismiss: Story = {
  name: 'Dismisses itself after the duration',
  args: { duration: 300 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Success')).toBeVisible();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('toast-1'), { timeout: 2000 });
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const PausesOnHover: Story = {
  name: 'Hover and focus pause the clock',
  args: { duration: 300, onPauseChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.hover(canvas.getByText('Success'));
    await expect(args.onPauseChange).toHaveBeenCalledWith(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(canvas.getByText('Success'));
    await expect(args.onPauseChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('toast-1'), { timeout: 2000 });
  },
};

export const PerToastDuration: Story = {
  name: "A toast's own duration wins",
  args: { duration: 60_000, toast: { ...bookingToast, duration: 200 } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('toast-1'), { timeout: 2000 });
  },
};

/** A page that shows toasts the way the app does: the statechart swaps `toast`, the Toaster stays mounted. */
function ToasterHarness(props: ToasterProps) {
  const [toast, setToast] = useState<ToastData | null>(null);
  return (
    <>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button onClick={() => setToast(bookingToast)}>Submit booking</Button>
        <Button tone="secondary" onClick={() => setToast(errorToast)}>
          Submit without a date
        </Button>
      </div>
      <Toaster
        {...props}
        toast={toast}
        onDismiss={(id) => {
          props.onDismiss(id);
          setToast(null);
        }}
      />
    </>
  );
}

export const AnnouncedIntoExistingRegion: Story = {
  name: 'Message goes into a live region that already exists',
  args: { toast: null },
  render: (args) => <ToasterHarness {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByRole('status');
    const alert = canvas.getByRole('alert');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit booking' }));
    // Same element as before the message: the region was not created together with it.
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(within(status).getByText('Success')).toBeVisible();
    // One at a time: the error replaces the success toast, in the assertive region.
    await userEvent.click(canvas.getByRole('button', { name: 'Submit without a date' }));
    await expect(within(alert).getByText('Please select a date')).toBeVisible();
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('toast-2');
    await expect(alert).toBeEmptyDOMElement();
  },
};

export const Variants: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 400, padding: 8 }}>
      <Toast title="Success" description={bookingToast.description} onClose={() => {}} />
      <Toast title="Image Updated" onClose={() => {}} />
      <Toast
        variant="destructive"
        title="Connection Error"
        description="Unable to get response. Please contact us directly for assistance."
        onClose={() => {}}
      />
      <Toast variant="destructive" title="Error" description="Please enter an email address." onClose={() => {}} />
    </div>
  ),
};

export const InViewport: Story = {
  name: 'In the viewport',
  tags: ['screenshot', 'responsive'],
  args: { duration: Number.POSITIVE_INFINITY },
  decorators: [containFixed],
};

/** Arabic, right to left: the accent bar on the right (the inline start), the close button on the left. */
export const ArabicVariants: Story = {
  name: 'Arabic, right to left',
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 400, padding: 8 }}>
      <Toast
        title={arToasts.success}
        description={arToasts.bookingSubmitted}
        closeLabel={arToasts.closeLabel}
        onClose={() => {}}
      />
      <Toast title={arToasts.imageUpdated} closeLabel={arToasts.closeLabel} onClose={() => {}} />
      <Toast
        variant="destructive"
        title={arToasts.connectionError}
        description={arToasts.noResponse}
        closeLabel={arToasts.closeLabel}
        onClose={() => {}}
      />
      <Toast
        variant="destructive"
        title={arToasts.error}
        description={arToasts.selectDate}
        closeLabel={arToasts.closeLabel}
        onClose={() => {}}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const close = canvas.getAllByRole('button', { name: arToasts.closeLabel })[0] as HTMLElement;
    const title = canvas.getByText(arToasts.success);
    await expect(close.getBoundingClientRect().right).toBeLessThan(title.getBoundingClientRect().left);
  },
};

/** Arabic, in the viewport: the stack sits at the top left on wide screens (the inline end). */
export const ArabicInViewport: Story = {
  name: 'Arabic, right to left: in the viewport',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: {
    duration: Number.POSITIVE_INFINITY,
    closeLabel: arToasts.closeLabel,
    toast: { id: 'toast-ar', title: arToasts.success, description: arToasts.bookingSubmitted, variant: 'default' },
  },
  decorators: [containFixed],
};
