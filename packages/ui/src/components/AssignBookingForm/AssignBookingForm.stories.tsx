import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DataTable } from '../DataTable/DataTable';
import { Dialog } from '../Dialog/Dialog';
import { storySlots } from '../private/adminStoryData';
import { AssignBookingForm, type AssignBookingFormProps } from './AssignBookingForm';

const onSubmit = fn();

const meta = {
  title: 'Admin/AssignBookingForm',
  component: AssignBookingForm,
  args: {
    value: { teamId: null, date: '2026-11-30', slot: '10:00 AM' },
    teams: [
      { value: 't1', label: 'Team Falcon' },
      { value: 't2', label: 'Team Oryx' },
    ],
    slots: storySlots,
    today: '2026-11-27',
    onSubmit,
  },
} satisfies Meta<typeof AssignBookingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the keyboard alone: the team, then the time, then Enter. */
export const AssignWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    const team = canvas.getByRole('combobox', { name: 'Team' });
    await expect(team).toHaveValue('none');
    await userEvent.selectOptions(team, 'Team Oryx');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time' }), '12:00 PM');
    await userEvent.click(canvas.getByRole('button', { name: 'Save team and time' }));
    await expect(onSubmit).toHaveBeenCalledWith({ teamId: 't2', date: '2026-11-30', slot: '12:00 PM' });
  },
};

/** Nothing changed: said, nothing sent. */
export const Unchanged: Story = {
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Save team and time' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose another team, day or time first.');
  },
};

/** The rules refused the move: the reason is announced and the choice stays. */
export const Refused: Story = {
  args: {
    value: { teamId: 't1', date: '2026-11-30', slot: '10:00 AM' },
    error: 'Team Oryx already has the SC-7K2M9Q job at 10:00 AM. Choose another team or time.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Team' }), 'Team Oryx');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose another team or time.');
    await expect(canvas.getByRole('combobox', { name: 'Team' })).toHaveValue('t2');
  },
};

const onRowClick = fn();

/** A bookings list whose rows have a Move action: the form in a dialog, as the back office's list offers it. */
const listWords = {
  caption: 'Bookings',
  customer: 'Customer',
  actions: 'Actions',
  move: 'Move',
  close: 'Close',
  when: 'SC-7K2M9Q · Mon, 30 Nov 2026, 10:00 AM',
};

function MoveFromTheList({
  words,
  customer,
  ...form
}: AssignBookingFormProps & { words: typeof listWords; customer: string }) {
  const row = { id: 'b2', customer };
  return (
    <DataTable
      caption={words.caption}
      columns={[
        { id: 'customer', header: words.customer, cell: (r: typeof row) => r.customer },
        {
          id: 'actions',
          header: words.actions,
          cell: () => (
            <Dialog
              title={`${words.move} ${customer}`}
              description={words.when}
              closeLabel={words.close}
              unmountOnHide
              trigger={
                <Button size="small" tone="secondary" aria-label={`${words.move} ${customer}`}>
                  {words.move}
                </Button>
              }
            >
              <AssignBookingForm {...form} headingLevel={3} />
            </Dialog>
          ),
        },
      ]}
      rows={[row]}
      getRowId={(r) => r.id}
      page={1}
      pageSize={25}
      total={1}
      onPageChange={() => {}}
      emptyText="—"
      onRowClick={onRowClick}
    />
  );
}

/**
 * The list's row action with the keyboard alone: Enter on Move opens the form in a dialog, the team and the time,
 * Enter on Save. A click inside the dialog stays in it (the row does not open); a refusal keeps the dialog and the choice.
 */
export const MoveFromAListRow: Story = {
  render: (args) => <MoveFromTheList {...args} words={listWords} customer="Omar Haddad" />,
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    onRowClick.mockClear();
    const move = canvas.getByRole('button', { name: 'Move Omar Haddad' });
    move.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Move Omar Haddad' });
    const scope = within(dialog);
    await userEvent.click(scope.getByText('SC-7K2M9Q · Mon, 30 Nov 2026, 10:00 AM'));
    await expect(onRowClick).not.toHaveBeenCalled();
    await userEvent.selectOptions(scope.getByRole('combobox', { name: 'Team' }), 'Team Oryx');
    await userEvent.selectOptions(scope.getByRole('combobox', { name: 'Time' }), '12:00 PM');
    scope.getByRole('button', { name: 'Save team and time' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onSubmit).toHaveBeenCalledOnce();
    await expect(onSubmit).toHaveBeenCalledWith({ teamId: 't2', date: '2026-11-30', slot: '12:00 PM' });
    await userEvent.keyboard('{Escape}');
    // The dialog leaves with its closing transition, then unmounts.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(move).toHaveFocus();
    await expect(onRowClick).not.toHaveBeenCalled();
  },
};

/** The same in Arabic, right to left, with the rules' refusal said in the dialog. */
export const MoveFromAListRowArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    value: { teamId: 't1', date: '2026-11-30', slot: '10:00 AM' },
    error: 'فريق الواحة لديه حجز آخر في هذا الوقت. اختر فريقاً أو وقتاً آخر.',
    teams: [
      { value: 't1', label: 'فريق الصقر' },
      { value: 't2', label: 'فريق الواحة' },
    ],
    texts: {
      title: 'الفريق والوقت',
      description: 'أسند الحجز إلى فريق، أو انقله إلى فريق أو يوم أو وقت آخر. قواعد اليوم هي التي تقرر.',
      team: 'الفريق',
      unassigned: 'بلا فريق',
      date: 'اليوم',
      time: 'الوقت',
      submit: 'حفظ الفريق والوقت',
      saving: 'جارٍ الحفظ...',
      unchanged: 'اختر فريقاً أو يوماً أو وقتاً آخر أولاً.',
    },
  },
  render: (args) => (
    <MoveFromTheList
      {...args}
      words={{
        caption: 'الحجوزات',
        customer: 'العميل',
        actions: 'الإجراءات',
        move: 'نقل',
        close: 'إغلاق',
        when: 'SC-7K2M9Q · الاثنين 30 نوفمبر 2026، 10:00 ص',
      }}
      customer="عمر حداد"
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'نقل عمر حداد' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'نقل عمر حداد' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('اختر فريقاً أو وقتاً آخر.');
    await expect(within(dialog).getByRole('combobox', { name: 'الفريق' })).toHaveValue('t1');
  },
};
