import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { accountConfirmEmail } from '../templates/accountConfirmEmail.tsx';
import { storyContext } from './fixtures.ts';

const Email = accountConfirmEmail.Email;
const payload = {
  email: 'aisha@example.com',
  name: 'Aisha Khan',
  confirm_path: '/account/confirm?token=Zk3xQ2',
  expires_in_days: 7,
};

const meta = {
  title: 'Emails/AccountConfirmEmail',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: { payload: accountConfirmEmail.parse(payload), locale: 'en', context: storyContext, frame: 'fragment' },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Confirm my e-mail address' })).toHaveAttribute(
      'href',
      'https://www.sparklecleandubai.example/account/confirm?token=Zk3xQ2',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    payload: accountConfirmEmail.parse({
      ...payload,
      name: 'ليلى أحمد',
      confirm_path: '/ar/account/confirm?token=Zk3xQ2',
    }),
    locale: 'ar',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'أكّد عنوان بريدك الإلكتروني' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تأكيد بريدي الإلكتروني' })).toBeVisible();
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('ar');
  },
};
