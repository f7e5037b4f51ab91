import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cleanerInvitation } from '../templates/cleanerInvitation.tsx';
import { storyCleanerInvitation, storyCleanerInvitationArabic, storyContext } from './fixtures.ts';

const Email = cleanerInvitation.Email;

const meta = {
  title: 'Emails/CleanerInvitation',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: cleanerInvitation.parse(storyCleanerInvitation),
    locale: 'en',
    context: storyContext,
    frame: 'fragment',
  },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'You are invited to join the crew' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Accept the invitation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/crew\/join\/Vb3k/),
    );
    await expect(canvas.getByText(/join Team Falcon at/)).toBeVisible();
  },
};

/** Invited in Arabic: the page it links to is the Arabic one. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { payload: cleanerInvitation.parse(storyCleanerInvitationArabic), locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'أنت مدعو للانضمام إلى فريق العمل' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'اقبل الدعوة' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/ar\/crew\/join\//),
    );
  },
};
