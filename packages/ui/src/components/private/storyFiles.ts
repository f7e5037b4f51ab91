import type { UploadListItem } from '../Dropzone/UploadItemList';

/**
 * Story helpers: small inline previews (no network images) and real File objects for the drag and drop
 * and file-input stories.
 */

/** A tiny SVG "photo" as a data URL: a sky, a floor and a window, in the given colours. */
export function previewImage(wall: string, floor: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${wall}"/><rect y="44" width="64" height="20" fill="${floor}"/><rect x="12" y="12" width="18" height="20" fill="white" opacity="0.8"/><rect x="38" y="26" width="16" height="18" fill="${floor}" opacity="0.6"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const previews = {
  kitchen: previewImage('lightsteelblue', 'slategray'),
  living: previewImage('wheat', 'peru'),
  office: previewImage('lightblue', 'steelblue'),
  bathroom: previewImage('paleturquoise', 'cadetblue'),
};

/** A File of about `size` bytes (the content is filler; only name, type and size matter here). */
export function makeFile(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A DataTransfer holding files, as the browser gives one to drag events. */
export function dataTransferWith(...files: File[]): DataTransfer {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
}

/**
 * Dispatches a drag event with `dataTransfer` on `target`, as a real drag would, and lets React render the
 * result (drag events are not discrete, so their updates land a task later).
 */
export async function drag(
  target: Element,
  type: 'dragenter' | 'dragover' | 'dragleave' | 'drop',
  dataTransfer: DataTransfer,
): Promise<DragEvent> {
  const event = new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer });
  target.dispatchEvent(event);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return event;
}

/** One item in each status, with previews. */
export const itemsInEveryState: UploadListItem[] = [
  { id: 'file-1', name: 'kitchen-before.jpg', size: 1_572_864, previewUrl: previews.kitchen, status: 'selected' },
  { id: 'file-2', name: 'living-room.png', size: 845_000, previewUrl: previews.living, status: 'uploading' },
  { id: 'file-3', name: 'office-floor.webp', size: 2_400_000, previewUrl: previews.office, status: 'uploaded' },
  {
    id: 'file-4',
    name: 'bathroom-tiles.gif',
    size: 310_000,
    previewUrl: previews.bathroom,
    status: 'error',
    error: 'Upload failed',
  },
];
