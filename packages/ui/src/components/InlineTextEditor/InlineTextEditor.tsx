import type { FormEvent, HTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { PencilIcon } from '../Icon/icons';
import { fieldError } from '../private/field.css';
import { type InlineEditorMode, useReturnFocus } from '../private/useReturnFocus';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { actions, editButton, editRoot, value as valueClass, viewRoot } from './InlineTextEditor.css';

export { type InlineEditorMode, inlineEditorModes } from '../private/useReturnFocus';

export const inlineTextEditorTones = ['standard', 'inverse'] as const;
export type InlineTextEditorTone = (typeof inlineTextEditorTones)[number];

export interface InlineTextEditorProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** `viewing` shows the text; `editing` the field; `saving` the field, disabled, while the save runs. */
  mode: InlineEditorMode;
  /** The saved text. */
  value: string;
  /** The text being edited. */
  draft: string;
  /** What the text is, e.g. 'Hero title': the field's label and part of the Edit button's name. */
  label: string;
  /** Shows the Edit button; give it to admins only. */
  editable?: boolean;
  /** `inverse` for text on a dark surface (e.g. a brand card): the Edit button turns light. @default 'standard' */
  tone?: InlineTextEditorTone;
  /** A textarea (Enter adds a line, Ctrl/Cmd+Enter saves) instead of a single-line input (Enter saves). */
  multiline?: boolean;
  /** Visible lines of the textarea. */
  rows?: number;
  /** The element the text is shown in while viewing. */
  as?: 'p' | 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'h4';
  /** Renders the text while viewing instead of `as`, e.g. `(text) => <Heading level={1}>{text}</Heading>`. */
  renderValue?: (value: string) => ReactNode;
  /** The reason the last save failed. */
  error?: string | null;
  onEdit: () => void;
  onDraftChange: (draft: string) => void;
  onSave: () => void;
  onCancel: () => void;
  /** Visible text of the Edit button (its name is `${editLabel} ${label}`). */
  editLabel?: string;
  saveLabel?: string;
  cancelLabel?: string;
  savingLabel?: string;
}

/**
 * Text an admin can edit in place. Presentational: the mode, the draft and every action belong to the app's
 * statechart. Enter saves a single line, Escape cancels, and focus returns to the Edit button afterwards.
 */
export function InlineTextEditor({
  mode,
  value,
  draft,
  label,
  editable = false,
  tone = 'standard',
  multiline = false,
  rows = 4,
  as: Element = 'p',
  renderValue,
  error,
  onEdit,
  onDraftChange,
  onSave,
  onCancel,
  editLabel = 'Edit',
  saveLabel = 'Save',
  cancelLabel = 'Cancel',
  savingLabel = 'Saving...',
  className,
  ...props
}: InlineTextEditorProps) {
  const { editRef, fieldRef } = useReturnFocus(mode);
  const saving = mode === 'saving';

  if (mode === 'viewing') {
    return (
      <div {...props} data-tone={tone} className={[viewRoot, className].filter(Boolean).join(' ')}>
        {renderValue ? (
          <div className={valueClass}>{renderValue(value)}</div>
        ) : (
          <Element className={valueClass}>{value}</Element>
        )}
        {editable ? (
          <Button
            ref={editRef}
            tone="ghost"
            className={editButton}
            icon={<Icon icon={PencilIcon} size="small" />}
            aria-label={`${editLabel} ${label}`}
            onClick={onEdit}
          >
            {editLabel}
          </Button>
        ) : null}
        {error ? (
          <p role="alert" className={fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSave();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (saving) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      // Escape must not also close a dialog or menu around the editor.
      event.stopPropagation();
      onCancel();
    } else if (multiline && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSave();
    }
  };

  const field = multiline ? (
    <TextArea
      ref={fieldRef as Ref<HTMLTextAreaElement>}
      label={label}
      value={draft}
      rows={rows}
      error={error || undefined}
      disabled={saving}
      autoFocus
      onValueChange={onDraftChange}
    />
  ) : (
    <TextField
      ref={fieldRef as Ref<HTMLInputElement>}
      label={label}
      value={draft}
      error={error || undefined}
      disabled={saving}
      autoFocus
      onValueChange={onDraftChange}
    />
  );

  return (
    <form
      {...(props as HTMLAttributes<HTMLFormElement>)}
      aria-busy={saving || undefined}
      className={[editRoot, className].filter(Boolean).join(' ')}
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
    >
      {/* The admin just asked to edit this text, so the field takes focus as it appears. */}
      {field}
      <div className={actions}>
        <Button type="submit" pending={saving} pendingLabel={savingLabel}>
          {saveLabel}
        </Button>
        <Button type="button" tone="secondary" disabled={saving} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
