import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { type InlineEditorMode, InlineTextEditor } from './InlineTextEditor';

const heroTitle = 'Professional Cleaning Services in Dubai';

const meta = {
  title: 'Composites/InlineTextEditor',
  component: InlineTextEditor,
  args: {
    mode: 'viewing',
    value: heroTitle,
    draft: heroTitle,
    label: 'Hero title',
    editable: true,
    onEdit: fn(),
    onDraftChange: fn(),
    onSave: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InlineTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Viewing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(heroTitle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Hero title' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const ViewingAsHeading: Story = {
  name: 'Viewing as a heading',
  args: { renderValue: (text: string) => <Heading level={1}>{text}</Heading> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Hero title' })).toBeVisible();
  },
};

export const NotEditable: Story = {
  name: 'Viewing, not an admin',
  args: { editable: false, as: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: heroTitle })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Editing: Story = {
  args: { mode: 'editing', draft: 'Professional Cleaning in Dubai' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Hero title' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('Professional Cleaning in Dubai');
    await userEvent.type(input, '!');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('Professional Cleaning in Dubai!');
    // Enter saves a single line.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    // Escape cancels.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(2);
  },
};

export const Saving: Story = {
  args: { mode: 'saving', draft: 'Professional Cleaning in Dubai' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Hero title' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  name: 'Editing after a failed save',
  args: { mode: 'editing', error: 'Could not save your change. Please try again.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Hero title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Error: Could not save your change. Please try again.');
    await expect(canvas.getByText('Could not save your change. Please try again.')).toBeVisible();
  },
};

export const MultilineEditing: Story = {
  name: 'Multi-line editing',
  args: {
    mode: 'editing',
    multiline: true,
    label: 'Hero subtitle',
    value: 'Homes, offices and kitchens.',
    draft: 'Homes, offices and kitchens.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Hero subtitle' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    // Enter starts a new line instead of saving.
    await userEvent.type(textarea, '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('Homes, offices and kitchens.\n');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** Stands in for the app's inline-edit statechart: viewing → editing → saving → viewing. */
function EditorHarness(props: ComponentProps<typeof InlineTextEditor>) {
  const [mode, setMode] = useState<InlineEditorMode>('viewing');
  const [value, setValue] = useState(props.value);
  const [draft, setDraft] = useState(props.value);
  return (
    <InlineTextEditor
      {...props}
      mode={mode}
      value={value}
      draft={draft}
      onEdit={() => {
        props.onEdit();
        setDraft(value);
        setMode('editing');
      }}
      onDraftChange={(next) => {
        props.onDraftChange(next);
        setDraft(next);
      }}
      onCancel={() => {
        props.onCancel();
        setMode('viewing');
      }}
      onSave={() => {
        props.onSave();
        setMode('saving');
        setTimeout(() => {
          setValue(draft);
          setMode('viewing');
        }, 100);
      }}
    />
  );
}

export const EditSaveAndCancel: Story = {
  name: 'View → edit → save, then edit → cancel',
  render: (args) => <EditorHarness {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Hero title' }));
    const input = canvas.getByRole('textbox', { name: 'Hero title' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Spotless Homes in Dubai');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByText('Spotless Homes in Dubai')).toBeVisible());
    // Focus comes back to the Edit button.
    await expect(canvas.getByRole('button', { name: 'Edit Hero title' })).toHaveFocus();
    await expect(args.onSave).toHaveBeenCalledOnce();

    await userEvent.keyboard('{Enter}');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hero title' }), ' and offices');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Spotless Homes in Dubai')).toBeVisible();
    await expect(canvas.queryByText('Spotless Homes in Dubai and offices')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit Hero title' })).toHaveFocus();
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

// Screenshot stories stay under ~700px: the capture is cut off below that.
const missionText =
  'To give every client a clean, healthy and comfortable space, delivered reliably by a team that treats your home or business as if it were its own.';

/**
 * Texts on a dark surface (the about page's mission card) take the inverse tone: a light Edit button with the
 * light focus ring, shown here on the first one.
 */
export const OnADarkSurface: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Card as="section" tone="brand" padding="large" aria-label="Our Mission">
      <InlineTextEditor
        {...args}
        tone="inverse"
        value="Our Mission"
        label="Mission title"
        renderValue={(text) => (
          <Heading level={2} size={3} tone="inverse">
            {text}
          </Heading>
        )}
      />
      <InlineTextEditor
        {...args}
        tone="inverse"
        multiline
        value={missionText}
        label="Mission text"
        renderValue={(text) => (
          <Text size="large" tone="inverseSecondary">
            {text}
          </Text>
        )}
      />
    </Card>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const editTitle = canvas.getByRole('button', { name: 'Edit Mission title' });
    const editText = canvas.getByRole('button', { name: 'Edit Mission text' });
    const surface = getComputedStyle(canvas.getByRole('region', { name: 'Our Mission' })).backgroundColor;
    // Light on the dark card, not the brand colour that would vanish into it.
    for (const button of [editTitle, editText]) {
      await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
      await expect(getComputedStyle(button).color).not.toBe(surface);
    }
    await userEvent.tab();
    await expect(editTitle).toHaveFocus();
    // The light focus ring (focusRingInverse), not the blue one made for light surfaces.
    await expect(getComputedStyle(editTitle).outlineColor).toBe('rgb(255, 210, 122)');
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const ViewingStates: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <InlineTextEditor {...args} renderValue={(text) => <Heading level={2}>{text}</Heading>} />
      <InlineTextEditor
        {...args}
        label="Hero subtitle"
        value={'Homes, offices and commercial kitchens.\nEco-friendly products, trained staff.'}
      />
      <InlineTextEditor {...args} editable={false} value="Visitors see the text without the Edit button." />
    </div>
  ),
};

export const EditingStates: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <InlineTextEditor
        {...args}
        mode="editing"
        draft="Professional Cleaning in Dubai"
        error="Could not save your change. Please try again."
      />
      <InlineTextEditor {...args} mode="saving" multiline label="Hero subtitle" draft="Homes, offices and kitchens." />
    </div>
  ),
};
