import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, setup } from 'xstate';
import {
  type AlertParams,
  type CreatePreviewParams,
  errorMessage,
  type FileLike,
  isRateLimitedError,
  type LogErrorParams,
  missingActor,
  type Notification,
  type OptionalInput,
  type PreviewReadyEvent,
  type RevokePreviewParams,
} from '../effects';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, messages } from '../messages';

/** An item's life (spec section 4): selected, then uploading, then uploaded or error. */
export type UploadStatus = 'selected' | 'uploading' | 'uploaded' | 'error';

/** What `uploadFile` resolves with: where the file went in storage. */
export interface UploadResult {
  path: string;
}

/** What `uploadFile` receives. `file` is the object passed to `files.add` (a real `File` on the site). */
export interface UploadRequest {
  id: string;
  file: FileLike;
}

/** An upload item (spec section 3): id, file, preview, status, error. */
export interface UploadItem {
  id: string;
  file: FileLike;
  /** Filled by the site's answer to `createPreview`; `null` until then. */
  preview: string | null;
  status: UploadStatus;
  /** 'Upload failed' when the status is 'error'. */
  error: string | null;
  result: UploadResult | null;
}

export interface UploadInput {
  /** How many files upload at once; 3 by default. */
  maxConcurrent?: number;
}

export interface UploadContext {
  items: UploadItem[];
  /** Ids waiting for a free upload slot, in order. */
  queue: string[];
  maxConcurrent: number;
  /** Files added so far; makes item ids unique and stable. */
  count: number;
}

export type UploadEvent =
  | { type: 'files.add'; files: readonly FileLike[] }
  | { type: 'item.remove'; id: string }
  | { type: 'upload.start' }
  | { type: 'drag.enter' }
  | { type: 'drag.leave' }
  | PreviewReadyEvent
  // Each item uploads in its own child actor `upload:<item id>`; these are what the children report.
  | DoneActorEvent<UploadResult, string>
  | ErrorActorEvent<unknown, string>;

const CHILD_PREFIX = 'upload:';
/** The id of the child actor that uploads the item `itemId`. */
export const uploadActorId = (itemId: string) => `${CHILD_PREFIX}${itemId}`;
const itemIdOf = (actorId: string) => (actorId.startsWith(CHILD_PREFIX) ? actorId.slice(CHILD_PREFIX.length) : null);

/** The spec's message for a file the gallery refuses, or `null` when the file may be added. */
export function uploadFileProblem(file: FileLike): string | null {
  if (!(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return messages.upload.typeNotAllowed(file.type);
  if (file.size > MAX_UPLOAD_BYTES) return messages.upload.tooLarge;
  return null;
}

const isPending = (item: UploadItem) => item.status === 'selected' || item.status === 'error';

/**
 * The gallery's upload batch (spec sections 4, 5). Adding checks the count first (the whole addition is
 * refused past 10 files), then each file (an invalid one is alerted and skipped, the others are added).
 * `upload.start` queues every selected or failed item; they upload in parallel, at most `maxConcurrent` at
 * once, each in a child actor of the injected `uploadFile`. Removing an item stops its upload, so no late
 * result can bring it back, and frees its preview. The `dropzone` region drives the drag highlight. A failed
 * item reads 'Upload failed'; when the failure is a refusal for too many uploads (`RateLimitedError`), an error
 * toast says so as well.
 */
const uploadSetup = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as OptionalInput<UploadInput>,
  },
  actors: {
    /** Uploads to the 'uploads' bucket and records the row in uploaded_files; rejects on either failure. */
    uploadFile: missingActor<UploadResult, UploadRequest>('uploadFile'),
  },
  actions: {
    alert: (_, _params: AlertParams) => {},
    /** A toast; only for a refusal for too many uploads, which 'Upload failed' alone would not explain. */
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    /** The site creates an object URL for `file` and sends `preview.ready` back to the machine. */
    createPreview: (_, _params: CreatePreviewParams) => {},
    revokePreview: (_, _params: RevokePreviewParams) => {},
  },
  guards: {
    isOverLimit: ({ context, event }) => {
      assertEvent(event, 'files.add');
      return context.items.length + event.files.length > MAX_UPLOAD_FILES;
    },
    hasPendingItems: ({ context }) => context.items.some(isPending),
    isBatchSettled: ({ context }) =>
      context.queue.length === 0 && !context.items.some((item) => item.status === 'uploading'),
  },
});

// These actions enqueue the side effects declared above, by name; `uploadSetup.enqueueActions` types them.
export const uploadMachine = uploadSetup
  .extend({
    actions: {
      addFiles: uploadSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'files.add');
        let count = context.count;
        const added: UploadItem[] = [];
        for (const file of event.files) {
          const problem = uploadFileProblem(file);
          if (problem) {
            enqueue({ type: 'alert', params: { message: problem } });
            continue;
          }
          count += 1;
          added.push({ id: `file-${count}`, file, preview: null, status: 'selected', error: null, result: null });
        }
        enqueue.assign({ items: [...context.items, ...added], count });
        for (const item of added) enqueue({ type: 'createPreview', params: { id: item.id, file: item.file } });
      }),
      assignPreview: uploadSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'preview.ready');
        if (!context.items.some((item) => item.id === event.id)) {
          // The item was removed before its preview was ready: free the preview at once.
          enqueue({ type: 'revokePreview', params: { url: event.url } });
          return;
        }
        enqueue.assign({
          items: context.items.map((item) => (item.id === event.id ? { ...item, preview: event.url } : item)),
        });
      }),
      removeItem: uploadSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'item.remove');
        const item = context.items.find((candidate) => candidate.id === event.id);
        if (!item) return;
        if (item.status === 'uploading') enqueue.stopChild(uploadActorId(item.id));
        if (item.preview) enqueue({ type: 'revokePreview', params: { url: item.preview } });
        enqueue.assign({
          items: context.items.filter((candidate) => candidate.id !== item.id),
          queue: context.queue.filter((id) => id !== item.id),
        });
      }),
      queuePending: assign(({ context }) => {
        const waiting = context.items.filter((item) => isPending(item) && !context.queue.includes(item.id));
        return {
          queue: [...context.queue, ...waiting.map((item) => item.id)],
          items: context.items.map((item) =>
            isPending(item) ? { ...item, status: 'selected' as const, error: null } : item,
          ),
        };
      }),
      /** Fills the free upload slots from the queue. */
      startNext: uploadSetup.enqueueActions(({ context, enqueue }) => {
        const running = context.items.filter((item) => item.status === 'uploading').length;
        const starting = context.queue.slice(0, Math.max(0, context.maxConcurrent - running));
        if (starting.length === 0) return;
        enqueue.assign({
          queue: context.queue.slice(starting.length),
          items: context.items.map((item) =>
            starting.includes(item.id) ? { ...item, status: 'uploading' as const, error: null } : item,
          ),
        });
        for (const item of context.items.filter((candidate) => starting.includes(candidate.id))) {
          enqueue.spawnChild('uploadFile', { id: uploadActorId(item.id), input: { id: item.id, file: item.file } });
        }
      }),
      // A finished child stays among the children until stopped; stopping it lets a retry reuse its id.
      markUploaded: uploadSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'xstate.done.actor.*');
        enqueue.stopChild(event.actorId);
        const id = itemIdOf(event.actorId);
        enqueue.assign({
          items: context.items.map((item) =>
            item.id === id ? { ...item, status: 'uploaded' as const, result: event.output, error: null } : item,
          ),
        });
      }),
      markFailed: uploadSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'xstate.error.actor.*');
        enqueue.stopChild(event.actorId);
        const id = itemIdOf(event.actorId);
        const item = context.items.find((candidate) => candidate.id === id);
        if (!item) return;
        enqueue({
          type: 'logError',
          params: { message: `Upload of ${item.file.name} failed: ${errorMessage(event.error)}`, error: event.error },
        });
        if (isRateLimitedError(event.error)) {
          // Every upload still out meets the same refusal; the toasts show one at a time, so one is seen.
          enqueue({
            type: 'notify',
            params: { title: messages.errorTitle, description: messages.rateLimited, variant: 'destructive' },
          });
        }
        enqueue.assign({
          items: context.items.map((candidate) =>
            candidate.id === item.id
              ? { ...candidate, status: 'error' as const, error: messages.upload.failed }
              : candidate,
          ),
        });
      }),
    },
  })
  .createMachine({
    id: 'upload',
    context: ({ input }) => ({ items: [], queue: [], maxConcurrent: Math.max(1, input?.maxConcurrent ?? 3), count: 0 }),
    type: 'parallel',
    states: {
      dropzone: {
        initial: 'idle',
        states: {
          idle: { on: { 'drag.enter': 'dragOver' } },
          dragOver: {
            // A drop is a `files.add`: it ends the drag (the batch region adds the files).
            on: { 'drag.leave': 'idle', 'files.add': 'idle' },
          },
        },
      },
      batch: {
        // The list itself lives here rather than on the root: XState consults a parallel root only when no
        // region takes the event, and the dropzone takes `files.add` (a drop ends the drag).
        on: {
          'files.add': [
            {
              guard: 'isOverLimit',
              actions: { type: 'alert', params: { message: messages.upload.tooManyFiles } },
            },
            { actions: 'addFiles' },
          ],
          // A removal frees a slot, which the next queued item takes.
          'item.remove': { actions: ['removeItem', 'startNext'] },
          'preview.ready': { actions: 'assignPreview' },
        },
        initial: 'idle',
        states: {
          idle: {
            on: { 'upload.start': { guard: 'hasPendingItems', target: 'uploading', actions: 'queuePending' } },
          },
          uploading: {
            entry: 'startNext',
            always: { guard: 'isBatchSettled', target: 'idle' },
            on: {
              // Files added during a batch join it when the user starts them.
              'upload.start': { actions: ['queuePending', 'startNext'] },
              'xstate.done.actor.*': { actions: ['markUploaded', 'startNext'] },
              'xstate.error.actor.*': { actions: ['markFailed', 'startNext'] },
            },
          },
        },
      },
    },
  });
