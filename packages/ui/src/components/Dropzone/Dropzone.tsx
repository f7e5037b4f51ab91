import {
  type ChangeEvent,
  type DragEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type Ref,
  useId,
  useRef,
  useState,
} from 'react';
import { Icon } from '../Icon/Icon';
import { UploadIcon } from '../Icon/icons';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { zone, zoneHint, zoneIcon, zoneTitle } from './Dropzone.css';

/** The image types the gallery takes (spec: JPG, PNG, WebP, GIF). */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export interface DropzoneProps
  extends Omit<HTMLAttributes<HTMLLabelElement>, 'onDragEnter' | 'onDragOver' | 'onDragLeave' | 'onDrop' | 'title'> {
  /**
   * Called with the files the user dropped or chose, as they are: checking types, sizes and the 10-file
   * limit is the app's job.
   */
  onFilesSelected: (files: File[]) => void;
  /** Told when a drag with files enters (true) or leaves or drops (false). */
  onDragStateChange?: (active: boolean) => void;
  /** Forces the highlight on or off (e.g. from a statechart); by default the zone follows its own drag events. */
  dragActive?: boolean;
  /** The file chooser's filter. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The main line; also the input's accessible name. */
  title?: string;
  /** The limits line; also the input's accessible description. */
  hint?: string;
  /** The file input, e.g. to clear or focus it. */
  inputRef?: Ref<HTMLInputElement>;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * The gallery's drop target. The whole zone is the label of a visually hidden file input, so a click
 * anywhere opens the file chooser, and the input, reached with Tab, opens it with Enter or Space. It
 * highlights while a drag with files is over it.
 */
export function Dropzone({
  onFilesSelected,
  onDragStateChange,
  dragActive,
  accept = UPLOAD_ACCEPT,
  multiple = true,
  disabled = false,
  title = 'Drag & drop photos here, or click to choose',
  hint = 'JPG, PNG, WebP or GIF, up to 5MB each, max 10 files',
  inputRef,
  className,
  ...props
}: DropzoneProps) {
  const id = useId();
  const inputId = `dropzone${id}`;
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child the pointer crosses; count them to know when it really left.
  const depth = useRef(0);
  const active = !disabled && (dragActive ?? dragging);

  const draggingRef = useRef(false);
  const setDrag = (next: boolean) => {
    if (draggingRef.current === next) return;
    draggingRef.current = next;
    setDragging(next);
    onDragStateChange?.(next);
  };

  const handleDragEnter = (event: DragEvent<HTMLLabelElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDrag(true);
  };
  const handleDragOver = (event: DragEvent<HTMLLabelElement>) => {
    if (disabled || !hasFiles(event)) return;
    // Cancelling dragover is what makes the zone a drop target.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const handleDragLeave = (event: DragEvent<HTMLLabelElement>) => {
    if (disabled || !hasFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDrag(false);
  };
  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    if (disabled) return;
    // Always cancel, or the browser opens the dropped image in place of the site.
    event.preventDefault();
    depth.current = 0;
    setDrag(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFilesSelected(files);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after removing it) still reports it.
    event.target.value = '';
    if (files.length > 0) onFilesSelected(files);
  };
  // Chromium and Firefox open the chooser on Enter and Space natively; doing it here makes every browser agree.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };

  return (
    <label
      {...props}
      htmlFor={inputId}
      data-drag-active={active || undefined}
      data-disabled={disabled || undefined}
      className={[zone, className].filter(Boolean).join(' ')}
      onDragEnter={handleDragEnter}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
    >
      <span className={zoneIcon}>
        <Icon icon={UploadIcon} size="large" />
      </span>
      <span id={`${inputId}-title`} className={zoneTitle}>
        {title}
      </span>
      <span id={`${inputId}-hint`} className={zoneHint}>
        {hint}
      </span>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        aria-labelledby={`${inputId}-title`}
        aria-describedby={`${inputId}-hint`}
        className={visuallyHidden}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
      />
    </label>
  );
}
