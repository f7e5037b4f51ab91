import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { arCrewJobCardTexts } from '../private/arabicStoryTexts';
import { arStoryChecklist, arStoryJob, storyChecklist, storyJob, storyPhotos } from '../private/crewStoryData';
import { withStoryLinks } from '../private/storyLinks';
import { CrewJobCard } from './CrewJobCard';

const meta = {
  title: 'Crew/CrewJobCard',
  component: CrewJobCard,
  decorators: [withStoryLinks],
  parameters: { layout: 'padded' },
  args: {
    job: storyJob,
    state: 'scheduled',
    checklist: storyChecklist(0),
    onStart: fn(),
    onTick: fn(),
    onFinishOpen: fn(),
    onFinishCancel: fn(),
    onAddPhotos: fn(),
    onRemovePhoto: fn(),
    onFinish: fn(),
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <CrewJobCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CrewJobCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the start: where, whom to call, what to do; the checklist opens once the job is started. */
export const Scheduled: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, args, userEvent }) => {
    const card = canvas.getByRole('article', { name: /10:00 AM – 12:00 PM.*Deep Cleaning/ });
    await expect(within(card).getByText('Not started')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Call Fatima' })).toHaveAttribute('href', 'tel:+971501234567');
    await expect(within(card).getByRole('link', { name: /WhatsApp Fatima/ })).toHaveAttribute(
      'href',
      'https://wa.me/971501234567',
    );
    await expect(within(card).getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      expect.stringContaining('Marina%20Gate%201'),
    );
    await expect(within(card).getByText('Inside the oven, Balcony')).toBeVisible();
    await expect(within(card).getByRole('checkbox', { name: 'Bathrooms: descale, disinfect' })).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Start' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** Under way: the checklist ticks; the change is on the phone until it is sent. */
export const Started: Story = {
  tags: ['screenshot'],
  args: { state: 'started', checklist: storyChecklist(2), startedText: 'Started 10:04 AM', waiting: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Waiting to be sent')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Kitchen: surfaces, hob and sink' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'All floors vacuumed and mopped' }));
    await expect(args.onTick).toHaveBeenCalledWith('floors', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(args.onFinishOpen).toHaveBeenCalledOnce();
  },
};

/** Finishing without a photo yet: 'Mark as done' says why it does nothing. */
export const FinishingNeedsAPhoto: Story = {
  tags: ['screenshot'],
  args: { state: 'finishing', checklist: storyChecklist(5), startedText: 'Started 10:04 AM' },
  play: async ({ canvas, args, userEvent }) => {
    const done = canvas.getByRole('button', { name: 'Mark as done' });
    await expect(done).toHaveAttribute('aria-disabled', 'true');
    await expect(done).toHaveAccessibleDescription('Add at least one after photo first.');
    await userEvent.click(done);
    await expect(args.onFinish).not.toHaveBeenCalled();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'after.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Add after photos'), file);
    await expect(args.onAddPhotos).toHaveBeenCalledWith([file]);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onFinishCancel).toHaveBeenCalledOnce();
  },
};

/** Finishing with two photos (one can be removed) and a refused third. */
export const FinishingWithPhotos: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    state: 'finishing',
    checklist: storyChecklist(5),
    photos: storyPhotos,
    startedText: 'Started 10:04 AM',
    photoError: 'File size must be less than 5MB',
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('File size must be less than 5MB');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove After photo 2' }));
    await expect(args.onRemovePhoto).toHaveBeenCalledWith('p2');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as done' }));
    await expect(args.onFinish).toHaveBeenCalledOnce();
  },
};

/** Done: the times and the photos; nothing left to press. */
export const Done: Story = {
  tags: ['screenshot'],
  args: {
    state: 'done',
    checklist: storyChecklist(5),
    photos: storyPhotos.slice(0, 1),
    startedText: 'Started 10:04 AM',
    finishedText: 'Finished 11:52 AM',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Done')).toBeVisible();
    await expect(canvas.getByText('Started 10:04 AM · Finished 11:52 AM')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'After photo 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Start|Finish|Mark as done/ })).toBeNull();
  },
};

/** In Arabic, right to left, under way. */
export const StartedArabic: Story = {
  name: 'Started, Arabic',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: {
    job: arStoryJob,
    state: 'started',
    checklist: arStoryChecklist(2),
    startedText: 'بدأ 10:04 ص',
    waiting: true,
    texts: arCrewJobCardTexts,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'اتصل بـفاطمة' })).toBeVisible();
    await expect(canvas.getByText('بانتظار الإرسال')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إنهاء' })).toBeVisible();
  },
};

/** In Arabic, the finish with its photos. */
export const FinishingArabic: Story = {
  name: 'Finishing, Arabic',
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: {
    job: arStoryJob,
    state: 'finishing',
    checklist: arStoryChecklist(5),
    photos: storyPhotos.map((photo, i) => ({ ...photo, alt: `صورة بعد التنظيف ${i + 1}` })),
    texts: arCrewJobCardTexts,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تم الإنجاز' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByLabelText('أضف صور ما بعد التنظيف')).toBeInTheDocument();
  },
};
