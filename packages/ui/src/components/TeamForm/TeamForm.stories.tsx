import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyServices } from '../private/adminStoryData';
import { TeamForm } from './TeamForm';

const onSubmit = fn();
const onCancel = fn();
const services = storyServices.map((service) => ({ value: service.id, label: service.label }));
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((label, i) => ({
  value: i + 1,
  label,
}));

const meta = {
  title: 'Admin/TeamForm',
  component: TeamForm,
  args: { title: 'New team', submitLabel: 'Add team', services, weekdays, onSubmit },
} satisfies Meta<typeof TeamForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new team: every service and day ticked to start with; untick some, name it and add it. */
export const NewTeam: Story = {
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: /Team name/ }), '  Team Falcon ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Colour in the schedule/ }), 'Amber');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Carpet/Upholstery Cleaning' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Friday' }));
    await expect(canvas.queryByRole('group', { name: 'Availability' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add team' }));
    await expect(onSubmit).toHaveBeenCalledWith({
      name: 'Team Falcon',
      colour: 'amber',
      services: ['residential', 'office', 'deep', 'movein'],
      workingDays: [1, 2, 3, 4, 6, 7],
      active: true,
    });
  },
};

/** No name, no service, no day: each said under its field, nothing sent, the name focused. */
export const Invalid: Story = {
  args: { initial: { name: '', services: [], workingDays: [] } },
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Add team' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: /Team name/ });
    await expect(name).toHaveAccessibleDescription(/Enter a name for the team\./);
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'Services it does' })).toHaveAccessibleDescription(
      /Choose at least one service\./,
    );
    await expect(canvas.getByRole('group', { name: 'Working days' })).toHaveAccessibleDescription(
      /Choose at least one working day\./,
    );
    name.blur();
  },
};

/** Editing: the team's values, "Takes jobs", and Cancel beside Save. */
export const Edit: Story = {
  args: {
    title: 'Edit Team Falcon',
    submitLabel: 'Save team',
    showActive: true,
    onCancel,
    initial: { name: 'Team Falcon', colour: 'blue', services: ['deep'], workingDays: [1, 2, 3], active: true },
  },
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    onCancel.mockClear();
    await expect(canvas.getByRole('textbox', { name: /Team name/ })).toHaveValue('Team Falcon');
    await expect(canvas.getByRole('checkbox', { name: 'Residential Cleaning' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Takes jobs' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save team' }));
    await expect(onSubmit).toHaveBeenCalledWith({
      name: 'Team Falcon',
      colour: 'blue',
      services: ['deep'],
      workingDays: [1, 2, 3],
      active: false,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(onCancel).toHaveBeenCalled();
  },
};

/** The database refused the change: its reason is announced and every choice stays. */
export const Refused: Story = {
  args: {
    title: 'Edit Team Falcon',
    submitLabel: 'Save team',
    showActive: true,
    initial: { name: 'Team Falcon', colour: 'teal', services: ['deep'], workingDays: [1, 2, 3], active: true },
    error:
      'The team has the job SP-1042 that this change would leave without a team. Move its jobs to another team first.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Move its jobs to another team first.');
    await expect(canvas.getByRole('checkbox', { name: 'Deep Cleaning' })).toBeChecked();
  },
};
