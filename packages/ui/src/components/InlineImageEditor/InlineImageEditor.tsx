import {
  type ChangeEvent,
  type FormEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useState,
} from 'react';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { Icon } from '../Icon/Icon';
import { ImageIcon, ImagePlusIcon, PencilIcon, TrashIcon } from '../Icon/icons';
import { fieldError, fieldHint } from '../private/field.css';
import { type InlineEditorMode, useReturnFocus } from '../private/useReturnFocus';
import { TextField } from '../TextField/TextField';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import {
  actions,
  deleteGroup,
  editButton,
  editRoot,
  fields,
  fileLabel,
  image,
  placeholder,
  preview,
  viewRoot,
} from './InlineImageEditor.css';

export interface InlineImageEditorProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** `viewing` shows the image; `editing` the editor; `saving` the editor, disabled, while the save runs. */
  mode: InlineEditorMode;
  /** The saved image; `null` when there is none. */
  src?: string | null;
  /** The saved alt text. */
  alt: string;
  width?: number;
  height?: number;
  /** A preview of the replacement the admin chose (e.g. an object URL); the saved image when absent. */
  draftSrc?: string | null;
  /** The alt text being edited. */
  draftAlt: string;
  /** Shows the Edit image button; give it to admins only. */
  editable?: boolean;
  /** What the image shows, e.g. 'Residential Cleaning'; makes the Edit button's name unique on the page. */
  label?: string;
  /** The reason the last save failed. */
  error?: string | null;
  /** False shows Delete image disabled; say why in `deleteBlockedReason`. */
  canDelete?: boolean;
  /** Shown under the disabled Delete image button, and read with it. */
  deleteBlockedReason?: string;
  onEdit: () => void;
  /** Called with an image file the admin chose. */
  onFileSelect: (file: File) => void;
  /** Called with a chosen file that is not an image (it is not passed to `onFileSelect`). */
  onInvalidFile?: (file: File) => void;
  onDraftAltChange: (alt: string) => void;
  onSave: () => void;
  onCancel: () => void;
  /** Shows the Delete image button (it is also shown, disabled, when `canDelete` is false). */
  onDelete?: () => void;
  /** The image's class while viewing (size, aspect ratio). */
  imageClassName?: string;
  editLabel?: string;
  replaceLabel?: string;
  altLabel?: string;
  altHint?: string;
  saveLabel?: string;
  cancelLabel?: string;
  savingLabel?: string;
  deleteLabel?: string;
  invalidFileMessage?: string;
  noImageText?: string;
}

/**
 * An image an admin can replace, describe or delete in place. Presentational: the mode, the drafts and every
 * action belong to the app's statechart; the component only refuses files that are not images.
 */
export function InlineImageEditor({
  mode,
  src,
  alt,
  width,
  height,
  draftSrc,
  draftAlt,
  editable = false,
  label,
  error,
  canDelete = true,
  deleteBlockedReason,
  onEdit,
  onFileSelect,
  onInvalidFile,
  onDraftAltChange,
  onSave,
  onCancel,
  onDelete,
  imageClassName,
  editLabel = 'Edit image',
  replaceLabel = 'Replace image',
  altLabel = 'Alt text',
  altHint = 'Describe the image for people who cannot see it.',
  saveLabel = 'Save',
  cancelLabel = 'Cancel',
  savingLabel = 'Saving...',
  deleteLabel = 'Delete image',
  invalidFileMessage = 'Please choose an image file.',
  noImageText = 'No image',
  className,
  ...props
}: InlineImageEditorProps) {
  const id = useId();
  const { editRef, fieldRef } = useReturnFocus(mode);
  const [fileProblem, setFileProblem] = useState(false);
  const saving = mode === 'saving';

  // A rejected file's message belongs to one editing session.
  useEffect(() => {
    if (mode === 'viewing') setFileProblem(false);
  }, [mode]);

  if (mode === 'viewing') {
    return (
      <div {...props} className={[viewRoot, className].filter(Boolean).join(' ')}>
        {src ? (
          <img
            src={src}
            alt={alt}
            width={width}
            height={height}
            className={[image, imageClassName].filter(Boolean).join(' ')}
          />
        ) : (
          <NoImage text={noImageText} />
        )}
        {editable ? (
          <Button
            ref={editRef}
            tone="secondary"
            size="small"
            className={editButton}
            icon={<Icon icon={PencilIcon} size="small" />}
            aria-label={label ? `${editLabel}: ${label}` : undefined}
            onClick={onEdit}
          >
            {editLabel}
          </Button>
        ) : null}
      </div>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSave();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (saving || event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  const shown = draftSrc ?? src;
  const deleteBlocked = !canDelete;

  return (
    <form
      {...(props as HTMLAttributes<HTMLFormElement>)}
      aria-busy={saving || undefined}
      className={[editRoot, className].filter(Boolean).join(' ')}
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
    >
      {shown ? <img src={shown} alt={draftAlt || alt} className={preview} /> : <NoImage text={noImageText} />}
      <div className={fields}>
        <ImageFileInput
          inputRef={fieldRef as Ref<HTMLInputElement>}
          id={`${id}-file-error`}
          label={replaceLabel}
          invalidFileMessage={invalidFileMessage}
          disabled={saving}
          problem={fileProblem}
          onProblemChange={setFileProblem}
          onFileSelect={onFileSelect}
          onInvalidFile={onInvalidFile}
        />
        <TextField
          label={altLabel}
          hint={altHint}
          value={draftAlt}
          disabled={saving}
          onValueChange={onDraftAltChange}
        />
        {error ? (
          <p role="alert" className={fieldError}>
            {error}
          </p>
        ) : null}
        <div className={actions}>
          <Button type="submit" pending={saving} pendingLabel={savingLabel}>
            {saveLabel}
          </Button>
          <Button type="button" tone="secondary" disabled={saving} onClick={onCancel}>
            {cancelLabel}
          </Button>
        </div>
        {onDelete || deleteBlocked ? (
          <DeleteImage
            label={deleteLabel}
            disabled={saving}
            blockedReason={deleteBlocked ? (deleteBlockedReason ?? '') : undefined}
            reasonId={`${id}-delete-reason`}
            onDelete={onDelete}
          />
        ) : null}
      </div>
    </form>
  );
}

function NoImage({ text }: { text: string }) {
  return (
    <div className={placeholder}>
      <Icon icon={ImageIcon} size="medium" />
      {text}
    </div>
  );
}

/** 'Replace image': a file button that takes images only, and says so when given something else. */
function ImageFileInput({
  inputRef,
  id,
  label,
  invalidFileMessage,
  disabled,
  problem,
  onProblemChange,
  onFileSelect,
  onInvalidFile,
}: {
  inputRef: Ref<HTMLInputElement>;
  /** The id of the refusal's message. */
  id: string;
  label: string;
  invalidFileMessage: string;
  disabled: boolean;
  problem: boolean;
  onProblemChange: (problem: boolean) => void;
  onFileSelect: (file: File) => void;
  onInvalidFile?: (file: File) => void;
}) {
  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      onProblemChange(true);
      onInvalidFile?.(file);
      return;
    }
    onProblemChange(false);
    onFileSelect(file);
  };
  const handleFileKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <div>
      <label className={[button({ tone: 'secondary' }), fileLabel].join(' ')}>
        <Icon icon={ImagePlusIcon} size="small" />
        {label}
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          disabled={disabled}
          aria-invalid={problem || undefined}
          aria-describedby={problem ? id : undefined}
          className={visuallyHidden}
          onChange={handleFile}
          onKeyDown={handleFileKeyDown}
          // The admin just asked to edit this image: start on its first control.
          autoFocus
        />
      </label>
      {problem ? (
        <p id={id} role="alert" className={fieldError}>
          {invalidFileMessage}
        </p>
      ) : null}
    </div>
  );
}

/** 'Delete image', or, when the image may not be deleted, the button kept focusable beside the reason why. */
function DeleteImage({
  label,
  disabled,
  blockedReason,
  reasonId,
  onDelete,
}: {
  label: string;
  disabled: boolean;
  /** Set when deleting is blocked: why ('' for no reason given). */
  blockedReason: string | undefined;
  reasonId: string;
  onDelete?: () => void;
}) {
  const blocked = blockedReason !== undefined;
  return (
    <div className={deleteGroup}>
      <Button
        type="button"
        tone="critical"
        icon={<Icon icon={TrashIcon} size="small" />}
        disabled={disabled || blocked}
        // Still focusable when blocked, so keyboard and screen reader users find out why.
        accessibleWhenDisabled={blocked}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={onDelete}
      >
        {label}
      </Button>
      {blockedReason ? (
        <p id={reasonId} className={fieldHint}>
          {blockedReason}
        </p>
      ) : null}
    </div>
  );
}
