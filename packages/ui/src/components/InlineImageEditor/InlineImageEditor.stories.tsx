import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { InlineEditorMode } from '../InlineTextEditor/InlineTextEditor';
import { InlineImageEditor } from './InlineImageEditor';

/** A small inline "photo" (no network images in stories). */
function photo(sky: string, ground: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="${sky}"/><rect y="130" width="320" height="70" fill="${ground}"/><rect x="40" y="40" width="90" height="70" fill="white" opacity="0.85"/><rect x="180" y="70" width="100" height="60" fill="${ground}" opacity="0.7"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
const kitchen = photo('lightsteelblue', 'slategray');
const replacement = photo('wheat', 'peru');

const pickFile = (input: HTMLInputElement, file: File) => {
  // Set the chosen file as the browser's file chooser would, then announce the change.
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};

const meta = {
  title: 'Composites/InlineImageEditor',
  component: InlineImageEditor,
  args: {
    mode: 'viewing',
    src: kitchen,
    alt: 'A spotless restaurant kitchen with steel counters',
    width: 320,
    height: 200,
    draftAlt: 'A spotless restaurant kitchen with steel counters',
    editable: true,
    onEdit: fn(),
    onFileSelect: fn(),
    onInvalidFile: fn(),
    onDraftAltChange: fn(),
    onSave: fn(),
    onCancel: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InlineImageEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Viewing: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'A spotless restaurant kitchen with steel counters' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const ViewingWithLabel: Story = {
  name: 'Viewing, named for its card',
  args: { label: 'Restaurant Kitchen Cleaning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit image: Restaurant Kitchen Cleaning' })).toBeVisible();
  },
};

export const NotEditable: Story = {
  name: 'Viewing, not an admin',
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Editing: Story = {
  args: { mode: 'editing' },
  play: async ({ canvas, userEvent, args }) => {
    const fileInput = canvas.getByLabelText('Replace image') as HTMLInputElement;
    await expect(fileInput).toHaveFocus();
    await expect(fileInput).toHaveAttribute('accept', 'image/*');
    const altField = canvas.getByRole('textbox', { name: 'Alt text' });
    await userEvent.type(altField, '.');
    await expect(args.onDraftAltChange).toHaveBeenLastCalledWith('A spotless restaurant kitchen with steel counters.');
    const image = new File(['png'], 'new-kitchen.png', { type: 'image/png' });
    pickFile(fileInput, image);
    await expect(args.onFileSelect).toHaveBeenCalledWith(image);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete image' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const RejectsNonImage: Story = {
  name: 'Rejects a file that is not an image',
  args: { mode: 'editing' },
  play: async ({ canvas, args }) => {
    const fileInput = canvas.getByLabelText('Replace image') as HTMLInputElement;
    const pdf = new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' });
    pickFile(fileInput, pdf);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please choose an image file.');
    await expect(args.onInvalidFile).toHaveBeenCalledWith(pdf);
    await expect(args.onFileSelect).not.toHaveBeenCalled();
    await expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    // A proper image clears the message.
    pickFile(fileInput, new File(['gif'], 'ok.gif', { type: 'image/gif' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(args.onFileSelect).toHaveBeenCalledOnce();
  },
};

export const WithReplacementPreview: Story = {
  name: 'Editing with a replacement chosen',
  args: { mode: 'editing', draftSrc: replacement, draftAlt: 'The same kitchen after a deep clean' },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('img', { name: 'The same kitchen after a deep clean' });
    await expect(preview).toHaveAttribute('src', replacement);
  },
};

export const DeleteBlocked: Story = {
  name: 'Delete blocked, with the reason',
  args: {
    mode: 'editing',
    canDelete: false,
    deleteBlockedReason: 'Detail sections always need an image. Replace it instead.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const remove = canvas.getByRole('button', { name: 'Delete image' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription('Detail sections always need an image. Replace it instead.');
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { mode: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete image' })).toBeDisabled();
    await expect(canvas.getByLabelText('Replace image')).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Alt text' })).toBeDisabled();
  },
};

export const NoImage: Story = {
  name: 'Viewing, image deleted',
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('No image')).toBeVisible();
  },
};

/** Stands in for the app's statechart: viewing → editing (replace, describe) → saving → viewing. */
function EditorHarness(props: ComponentProps<typeof InlineImageEditor>) {
  const [mode, setMode] = useState<InlineEditorMode>('viewing');
  const [saved, setSaved] = useState({ src: props.src ?? null, alt: props.alt });
  const [draft, setDraft] = useState<{ src: string | null; alt: string }>({ src: null, alt: props.alt });
  return (
    <InlineImageEditor
      {...props}
      mode={mode}
      src={saved.src}
      alt={saved.alt}
      draftSrc={draft.src}
      draftAlt={draft.alt}
      onEdit={() => {
        setDraft({ src: null, alt: saved.alt });
        setMode('editing');
      }}
      onFileSelect={(file) => {
        props.onFileSelect(file);
        setDraft((current) => ({ ...current, src: replacement }));
      }}
      onDraftAltChange={(alt) => setDraft((current) => ({ ...current, alt }))}
      onCancel={() => setMode('viewing')}
      onSave={() => {
        setMode('saving');
        setTimeout(() => {
          setSaved({ src: draft.src ?? saved.src, alt: draft.alt });
          setMode('viewing');
        }, 100);
      }}
    />
  );
}

export const ReplaceAndSave: Story = {
  name: 'Replace the image and save',
  render: (args) => <EditorHarness {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    pickFile(
      canvas.getByLabelText('Replace image') as HTMLInputElement,
      new File(['png'], 'after.png', { type: 'image/png' }),
    );
    const altField = canvas.getByRole('textbox', { name: 'Alt text' });
    await userEvent.clear(altField);
    await userEvent.type(altField, 'The kitchen after a deep clean');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    // Back to viewing, with the new image and alt text, and focus on the Edit button again.
    const edit = await canvas.findByRole('button', { name: 'Edit image' });
    await expect(edit).toHaveFocus();
    await expect(canvas.getByRole('img', { name: 'The kitchen after a deep clean' })).toHaveAttribute(
      'src',
      replacement,
    );
  },
};

// Screenshot stories stay under ~700px: the capture is cut off below that.
export const ViewingStates: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <div style={{ inlineSize: 320 }}>
        <InlineImageEditor {...args} />
      </div>
      <div style={{ inlineSize: 320 }}>
        <InlineImageEditor {...args} src={null} />
      </div>
    </div>
  ),
};

export const EditingAppearance: Story = {
  tags: ['screenshot'],
  args: {
    mode: 'editing',
    draftSrc: replacement,
    canDelete: false,
    deleteBlockedReason: 'Detail sections always need an image. Replace it instead.',
  },
};

export const SavingAppearance: Story = {
  tags: ['screenshot'],
  args: { mode: 'saving', error: 'Could not save the image. Please try again.' },
};
