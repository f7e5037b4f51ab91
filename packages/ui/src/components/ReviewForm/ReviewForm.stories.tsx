import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { arReviewFormTexts, arStarLabel } from '../private/arabicStoryTexts';
import { makeFile, previews } from '../private/storyFiles';
import { ReviewForm, type ReviewFormProps, type ReviewFormValues } from './ReviewForm';

const empty: ReviewFormValues = { rating: null, comment: '', photo: null };
const filled: ReviewFormValues = {
  rating: 5,
  comment: 'The team was on time and careful with our furniture. The kitchen looks brand new.',
  photo: { name: 'kitchen-after.jpg', previewUrl: previews.kitchen },
};

/** Keeps the values in story state, as the review page does with its statechart. */
function StatefulReviewForm(args: ReviewFormProps) {
  const [values, setValues] = useState(args.values);
  return (
    <ReviewForm
      {...args}
      values={values}
      onRatingChange={(rating) => {
        setValues((current) => ({ ...current, rating }));
        args.onRatingChange(rating);
      }}
      onCommentChange={(comment) => {
        setValues((current) => ({ ...current, comment }));
        args.onCommentChange(comment);
      }}
      onPhotoSelect={(file) => {
        setValues((current) => ({ ...current, photo: { name: file.name, previewUrl: previews.living } }));
        args.onPhotoSelect(file);
      }}
      onPhotoRemove={() => {
        setValues((current) => ({ ...current, photo: null }));
        args.onPhotoRemove();
      }}
    />
  );
}

const meta = {
  title: 'Composites/ReviewForm',
  component: ReviewForm,
  render: (args) => <StatefulReviewForm {...args} />,
  args: {
    state: 'editing',
    values: empty,
    phone: '+971 50 123 4567',
    texts: { title: 'How did we do, Aisha?', intro: 'Tell us about your Deep Cleaning on Thursday 26 November 2026.' },
    onRatingChange: fn(),
    onCommentChange: fn(),
    onPhotoSelect: fn(),
    onPhotoRemove: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form: stars, the comment and an optional photo, with what will be published and what stays private. */
export const Empty: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'How did we do, Aisha?' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveAttribute('maxlength', '1000');
    await expect(canvas.getByLabelText(/Add a photo \(optional\)/)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif',
    );
    await expect(canvas.getByText(/Only our team sees your photo/)).toBeVisible();
    await expect(canvas.getByText(/with your first name and community only/)).toBeVisible();
  },
};

/** Someone rates, writes and adds a photo with the keyboard and the file chooser, then sends. */
export const FillAndSend: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('5 stars'));
    await expect(args.onRatingChange).toHaveBeenLastCalledWith(5);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'Spotless!');
    await expect(args.onCommentChange).toHaveBeenLastCalledWith('Spotless!');
    await userEvent.upload(canvas.getByLabelText(/Add a photo/), makeFile('after.png', 'image/png'));
    await expect(args.onPhotoSelect).toHaveBeenCalledOnce();
    await expect(canvas.getByText('after.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send review' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const WithPhoto: Story = {
  args: { values: filled },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onPhotoRemove).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText(/Add a photo/)).toBeInTheDocument();
  },
};

/** Refusals are written under their fields and announced with them. */
export const Errors: Story = {
  tags: ['screenshot'],
  args: {
    errors: { rating: 'Please choose a rating from 1 to 5 stars.', photo: 'File type image/svg+xml is not allowed' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      /Please choose a rating from 1 to 5 stars\./,
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('File type image/svg+xml is not allowed');
  },
};

export const Sending: Story = {
  args: { values: filled, pending: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SendFailed: Story = {
  args: { values: filled, error: 'Your review could not be sent. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your review could not be sent. Please try again.');
    // What was typed stays.
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveValue(filled.comment);
  },
};

export const Submitted: Story = {
  tags: ['screenshot', 'responsive'],
  args: { state: 'submitted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read what others say' })).toHaveAttribute('href', '/testimonials');
  },
};

export const AlreadyReviewed: Story = {
  args: { state: 'reviewed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Thank you, we have your review' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send review' })).toBeNull();
  },
};

export const Expired: Story = {
  tags: ['screenshot'],
  args: { state: 'expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This review link has expired' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+971 50 123 4567' })).toHaveAttribute('href', 'tel:+971501234567');
  },
};

export const NotFound: Story = {
  args: { state: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'We could not find this review link' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const LoadFailed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: {
    texts: arReviewFormTexts,
    starLabel: arStarLabel,
    values: {
      rating: 4,
      comment: 'فريق دقيق في مواعيده، والمطبخ أصبح كالجديد.',
      photo: { name: 'kitchen-after.jpg', previewUrl: previews.kitchen },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'كيف كان أداؤنا يا عائشة؟' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '4 نجوم' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'أرسل التقييم' })).toBeEnabled();
  },
};

export const ArabicSubmitted: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: { state: 'submitted', texts: arReviewFormTexts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'شكرًا لك على تقييمك!' })).toBeVisible();
  },
};
