import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { arAccountOverviewTexts } from '../private/arabicStoryTexts';
import { AccountOverview, type AccountVisit } from './AccountOverview';

const upcoming: AccountVisit[] = [
  {
    id: 'b1',
    service: 'Deep Cleaning',
    date: 'Saturday 5 December 2026',
    time: '10:00 AM – 12:00 PM',
    status: 'Confirmed',
    statusTone: 'brand',
    price: 'AED 661.50',
    reference: 'SC-7K2M9Q',
    address: '1204, Marina Gate 1, Dubai Marina',
    canManage: true,
    bookAgainHref: '/book-now?service=deep&size=2br',
  },
  {
    id: 's1:2026-12-12',
    service: 'Residential Cleaning',
    date: 'Saturday 12 December 2026',
    time: '08:00 AM – 10:00 AM',
    status: 'Needs a new time',
    statusTone: 'accent',
    frequency: 'Weekly',
    address: 'Villa 14, Arabian Ranches',
    canManage: true,
    bookAgainHref: '/book-now?service=residential&size=villa-3',
  },
];

const past: AccountVisit[] = [
  {
    id: 'b0',
    service: 'Carpet/Upholstery Cleaning',
    date: 'Monday 2 November 2026',
    time: '02:00 PM – 04:00 PM',
    status: 'Completed',
    statusTone: 'positive',
    price: 'AED 210',
    reference: 'SC-2B8D4F',
    canManage: true,
    bookAgainHref: '/book-now?service=carpet&items=3',
  },
];

const meta = {
  title: 'Composites/AccountOverview',
  component: AccountOverview,
  args: {
    state: 'ready',
    email: 'mariam.alhashimi@example.com',
    phone: '+971 50 123 4567',
    emailProven: true,
    upcoming,
    past,
    addresses: [{ id: 'a1', label: 'Home', text: '1204, Marina Gate 1, Dubai Marina' }],
    onManage: fn(),
    onResend: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming visits soonest first, past ones latest first; each opens its manage page or books the same job again. */
export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const upcomingList = within(canvas.getByRole('region', { name: 'Upcoming visits' }));
    await expect(upcomingList.getAllByRole('listitem')).toHaveLength(2);
    await expect(upcomingList.getByText('AED 661.50')).toBeVisible();
    await userEvent.click(upcomingList.getAllByRole('button', { name: 'Manage' })[0]!);
    await expect(args.onManage).toHaveBeenCalledWith('b1');
    await expect(upcomingList.getAllByRole('link', { name: 'Book again' })[1]).toHaveAttribute(
      'href',
      '/book-now?service=residential&size=villa-3',
    );
    const pastList = within(canvas.getByRole('region', { name: 'Past visits' }));
    await expect(pastList.getByText('Completed')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Saved addresses' })).toHaveTextContent('Marina Gate 1');
  },
};

/** Bookings made with the address before the account wait for the address to be proven: the link is offered. */
export const EmailNotConfirmed: Story = {
  args: { emailProven: false, upcoming: [], past: [], addresses: [], phone: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No visits planned.')).toBeVisible();
    await expect(canvas.getByText('No saved addresses yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send me the link' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const LinkSent: Story = {
  args: { emailProven: false, resendNote: 'We have sent a new link to mariam.alhashimi@example.com.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We have sent a new link');
  },
};

export const Opening: Story = {
  args: { openingVisitId: 'b1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opening...' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your account...');
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A phone: the long e-mail address, the visits and the actions wrap inside 390 px, nothing scrolls sideways. */
export const Phone: Story = {
  render: (args) => (
    <div data-testid="frame" style={{ inlineSize: 390, overflowX: 'auto' }}>
      <AccountOverview {...args} email="a.very.long.name.for.an.e-mail.address@some-company-domain.example.com" />
    </div>
  ),
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(canvas.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    texts: arAccountOverviewTexts,
    upcoming: [
      {
        ...upcoming[0]!,
        service: 'تنظيف عميق',
        date: 'السبت، 5 ديسمبر 2026',
        time: '10:00 ص – 12:00 م',
        status: 'مؤكد',
        price: '‏661.50 د.إ.‏',
        address: '1204، مارينا جيت 1، دبي مارينا',
      },
    ],
    past: [],
    addresses: [],
    emailProven: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'احجز مرة أخرى' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'أرسل لي الرابط' })).toBeEnabled();
  },
};

/** The Arabic page on a phone, right to left. */
export const ArabicPhone: Story = {
  ...Arabic,
  render: (args) => (
    <div data-testid="frame" style={{ inlineSize: 390, overflowX: 'auto' }}>
      <AccountOverview {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(canvas.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/** Changing the phone number: 'Change phone number' opens the form; the page checks and saves what is typed. */
export const ChangePhone: Story = {
  args: { onEditPhone: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change phone number' }));
    await expect(args.onEditPhone).toHaveBeenCalledOnce();
  },
};

/** The form, with a refusal under the field: what was typed stays, and the field says why. */
export const PhoneRefused: Story = {
  args: {
    phoneForm: {
      value: '050 12',
      onChange: fn(),
      onSave: fn(),
      onCancel: fn(),
      error:
        "Please enter a valid phone number: a UAE number such as 050 123 4567, or another country's with its + code.",
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(field).toHaveValue('050 12');
    await expect(field).toHaveAttribute('type', 'tel');
    await expect(field).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await expect(canvas.queryByRole('button', { name: 'Change phone number' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save phone number' }));
    await expect(args.phoneForm?.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.phoneForm?.onCancel).toHaveBeenCalledOnce();
  },
};

export const PhoneSaving: Story = {
  args: { phoneForm: { value: '050 123 4567', onChange: fn(), onSave: fn(), onCancel: fn(), saving: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** The same in Arabic, on a phone: the number stays left to right, nothing scrolls sideways. */
export const ArabicChangePhone: Story = {
  globals: { locale: 'ar' },
  args: {
    texts: arAccountOverviewTexts,
    phone: undefined,
    upcoming: [],
    past: [],
    addresses: [],
    phoneForm: { value: '0501234567', onChange: fn(), onSave: fn(), onCancel: fn() },
  },
  render: (args) => (
    <div data-testid="frame" style={{ inlineSize: 390, overflowX: 'auto' }}>
      <AccountOverview {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'الهاتف' });
    await expect(field).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('button', { name: 'احفظ رقم الهاتف' })).toBeEnabled();
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

const storyCommunities = ['Arabian Ranches', 'Dubai Marina', 'Jumeirah Lake Towers (JLT)'];
const addressValues = { label: 'Office', community: 'Dubai Marina', building: '', apartment: '12', directions: '' };

/** Saved addresses with their actions: 'Add an address', and 'Change' and 'Delete' on each, named by the address. */
export const ManageAddresses: Story = {
  args: { onAddAddress: fn(), onEditAddress: fn(), onDeleteAddress: fn(), communities: storyCommunities },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change: Home' }));
    await expect(args.onEditAddress).toHaveBeenCalledWith('a1');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete: Home' }));
    await expect(args.onDeleteAddress).toHaveBeenCalledWith('a1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await expect(args.onAddAddress).toHaveBeenCalledOnce();
  },
};

/** A new address refused: each field says why, what was typed stays, and the whole save's reason shows above. */
export const AddressRefused: Story = {
  args: {
    onAddAddress: fn(),
    onEditAddress: fn(),
    onDeleteAddress: fn(),
    communities: storyCommunities,
    addressForm: {
      values: addressValues,
      onChange: fn(),
      onSave: fn(),
      onCancel: fn(),
      errors: { building: 'Please enter the building or villa.' },
      error: 'You can keep at most 20 addresses. Delete one you no longer use.',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'New address' });
    await expect(within(form).getByRole('combobox', { name: /Area \/ community/ })).toHaveValue('Dubai Marina');
    await expect(within(form).getByRole('textbox', { name: /Building \/ villa/ })).toHaveAccessibleDescription(
      /Please enter the building or villa/,
    );
    await expect(within(form).getByRole('textbox', { name: /Apartment \/ unit/ })).toHaveValue('12');
    await expect(within(form).getByRole('alert')).toHaveTextContent(/at most 20 addresses/);
    // One form at a time: the others' actions wait.
    await expect(canvas.queryByRole('button', { name: 'Add an address' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Change: Home' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await expect(args.addressForm?.onSave).toHaveBeenCalledOnce();
  },
};

/** Changing an address: its form takes its place in the list. */
export const EditAddress: Story = {
  args: {
    communities: storyCommunities,
    addressForm: {
      id: 'a1',
      values: {
        label: 'Home',
        community: 'Dubai Marina',
        building: 'Marina Gate 1',
        apartment: '1204',
        directions: '',
      },
      onChange: fn(),
      onSave: fn(),
      onCancel: fn(),
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'Change address' });
    await expect(within(form).getByRole('textbox', { name: /Building \/ villa/ })).toHaveValue('Marina Gate 1');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await expect(args.addressForm?.onCancel).toHaveBeenCalledOnce();
  },
};

/** The address form in Arabic on a phone: right to left, nothing scrolls sideways. */
export const ArabicAddressForm: Story = {
  globals: { locale: 'ar' },
  args: {
    texts: arAccountOverviewTexts,
    upcoming: [],
    past: [],
    addresses: [],
    communities: storyCommunities,
    communityLabels: { 'Dubai Marina': 'دبي مارينا', 'Arabian Ranches': 'المرابع العربية' },
    addressForm: {
      values: { ...addressValues, label: 'المكتب' },
      onChange: fn(),
      onSave: fn(),
      onCancel: fn(),
    },
  },
  render: (args) => (
    <div data-testid="frame" style={{ inlineSize: 390, overflowX: 'auto' }}>
      <AccountOverview {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'عنوان جديد' });
    await expect(within(form).getByRole('combobox', { name: /المنطقة/ })).toHaveValue('دبي مارينا');
    await expect(within(form).getByRole('button', { name: 'احفظ العنوان' })).toBeEnabled();
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
