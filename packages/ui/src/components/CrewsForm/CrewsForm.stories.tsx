import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyServices } from '../private/adminStoryData';
import { CrewsForm } from './CrewsForm';

const onSave = fn();

const meta = {
  title: 'Admin/CrewsForm',
  component: CrewsForm,
  args: { services: storyServices, onSave },
} satisfies Meta<typeof CrewsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Change a service's crews and save: the numbers are sent by service. */
export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    const deep = canvas.getByRole('spinbutton', { name: 'Deep Cleaning: crews' });
    await expect(deep).toHaveValue(2);
    await userEvent.clear(deep);
    await userEvent.type(deep, '4');
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledWith({ residential: 3, office: 2, deep: 4, movein: 1, carpet: 1 });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Empty, too many and not whole: each refused under its field, nothing sent, focus on the first. */
export const Invalid: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    const office = canvas.getByRole('spinbutton', { name: 'Office Cleaning: crews' });
    await userEvent.clear(office);
    const carpet = canvas.getByRole('spinbutton', { name: 'Carpet/Upholstery Cleaning: crews' });
    await userEvent.clear(carpet);
    await userEvent.type(carpet, '51');
    await userEvent.click(canvas.getByRole('button', { name: 'Save crews' }));
    await expect(onSave).not.toHaveBeenCalled();
    await expect(office).toHaveAccessibleDescription(/Enter a number of crews\./);
    await expect(carpet).toHaveAccessibleDescription(/Enter a whole number from 0 to 50\./);
    // The form moves focus after React has shown the errors (the next frame).
    await waitFor(() => expect(office).toHaveFocus());
    office.blur();
  },
};

/** Saving: the button says so and a second press sends nothing. */
export const Saving: Story = {
  args: { pending: true },
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    const button = canvas.getByRole('button', { name: 'Saving...' });
    await userEvent.click(button);
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** The save failed: the message is announced and what was typed stays. */
export const Failed: Story = {
  tags: ['screenshot'],
  render: function Render(args) {
    return <CrewsForm {...args} />;
  },
  args: { error: 'The crews could not be saved. Please try again.' },
  play: async ({ canvas, userEvent }) => {
    const residential = canvas.getByRole('spinbutton', { name: 'Residential Cleaning: crews' });
    await userEvent.clear(residential);
    await userEvent.type(residential, '7');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The crews could not be saved.');
    await expect(residential).toHaveValue(7);
    residential.blur();
  },
};

export const Saved: Story = {
  tags: ['screenshot'],
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Crews saved.');
  },
};
