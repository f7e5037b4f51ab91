import type { HTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import { AlertIcon, CircleCheckIcon, ImageIcon, SpinnerIcon, TrashIcon } from '../Icon/icons';
import {
  errorDetail,
  item as itemClass,
  itemMeta,
  itemName,
  itemText,
  list,
  removeButton,
  spinner,
  status as statusClass,
  thumb,
  thumbPlaceholder,
} from './Dropzone.css';

export const uploadItemStatuses = ['selected', 'uploading', 'uploaded', 'error'] as const;
export type UploadItemStatus = (typeof uploadItemStatuses)[number];

/** One chosen photo as the list shows it. */
export interface UploadListItem {
  id: string;
  /** The file name; also the preview's alt text. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** An object URL (or any URL) of the preview; `null` while it is being made. */
  previewUrl?: string | null | undefined;
  status: UploadItemStatus;
  /** Extra detail for the error state, shown when it says more than 'Upload failed'. */
  error?: string | null | undefined;
}

export interface UploadItemListProps extends HTMLAttributes<HTMLUListElement> {
  items: readonly UploadListItem[];
  /** Called with the item's id; the remove button is there in every state. */
  onRemove: (id: string) => void;
  /** The list's accessible name. */
  label?: string;
  /** Accessible name of an item's remove button. */
  removeLabel?: (name: string) => string;
  /** The text shown for each status. */
  statusLabels?: Record<UploadItemStatus, string>;
  /** A file size as shown, in the page's language; `formatFileSize` ('820 KB', '1.5 MB') by default. */
  formatSize?: (bytes: number) => string;
}

const defaultStatusLabels: Record<UploadItemStatus, string> = {
  selected: 'Ready to upload',
  uploading: 'Uploading...',
  uploaded: 'Uploaded',
  error: 'Upload failed',
};

/** A file size for people: '820 KB', '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The photos chosen in the gallery's upload area, each with its preview, size, status and a remove button. */
export function UploadItemList({
  items,
  onRemove,
  label = 'Selected photos',
  removeLabel = (name) => `Remove ${name}`,
  statusLabels = defaultStatusLabels,
  formatSize = formatFileSize,
  className,
  ...props
}: UploadItemListProps) {
  if (items.length === 0) return null;
  return (
    <ul {...props} aria-label={label} className={[list, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li
          key={item.id}
          data-status={item.status}
          aria-busy={item.status === 'uploading' || undefined}
          className={itemClass}
        >
          {item.previewUrl ? (
            <img src={item.previewUrl} alt={item.name} width={64} height={64} className={thumb} />
          ) : (
            <span className={thumbPlaceholder}>
              <Icon icon={ImageIcon} size="large" />
            </span>
          )}
          <span className={itemText}>
            <span className={itemName} title={item.name}>
              {item.name}
            </span>
            <span className={itemMeta}>
              <span>{formatSize(item.size)}</span>
              <span data-status={item.status} className={statusClass}>
                {item.status === 'uploading' ? <Icon icon={SpinnerIcon} size="xsmall" className={spinner} /> : null}
                {item.status === 'uploaded' ? <Icon icon={CircleCheckIcon} size="xsmall" /> : null}
                {item.status === 'error' ? <Icon icon={AlertIcon} size="xsmall" /> : null}
                {statusLabels[item.status]}
              </span>
            </span>
          </span>
          <button
            type="button"
            className={removeButton}
            aria-label={removeLabel(item.name)}
            onClick={() => onRemove(item.id)}
          >
            <Icon icon={TrashIcon} size="medium" />
          </button>
          {item.status === 'error' && item.error && item.error !== statusLabels.error ? (
            <span className={errorDetail}>{item.error}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
