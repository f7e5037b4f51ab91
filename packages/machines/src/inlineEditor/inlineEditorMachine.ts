import { assertEvent, assign, setup } from 'xstate';
import {
  type CreatePreviewParams,
  errorMessage,
  type FileLike,
  type LogErrorParams,
  missingActor,
  type Notification,
  type PreviewReadyEvent,
  type RevokePreviewParams,
} from '../effects';
import { messages } from '../messages';

export interface TextContent {
  kind: 'text';
  text: string;
}

export interface ImageContent {
  kind: 'image';
  src: string;
  alt: string;
}

/** What an inline editor edits: a text (single or multi-line) or an image with its alt text. */
export type EditableContent = TextContent | ImageContent;

/** An image being edited: a replacement file, if one was chosen, and its preview once the site made it. */
export interface ImageDraft extends ImageContent {
  file: FileLike | null;
  preview: string | null;
}

export type ContentDraft = TextContent | ImageDraft;

/** What `saveContent` receives; it resolves with the content as stored (e.g. the new image URL). */
export interface SaveContentRequest {
  draft: ContentDraft;
  previous: EditableContent;
}

/** What `deleteContent` receives. */
export interface DeleteContentRequest {
  value: EditableContent;
}

export interface InlineEditorInput {
  value: EditableContent;
  /** False blocks `content.delete`: the attempt is only logged (spec: a detail section's image). */
  canDelete?: boolean;
  /** The toast after a save; 'Image Updated' for images and 'Content Updated' for text by default. */
  savedMessage?: Notification;
  /** The toast after a delete; 'Service Deleted' by default. */
  deletedMessage?: Notification;
}

export interface InlineEditorContext {
  value: EditableContent;
  draft: ContentDraft;
  canDelete: boolean;
  savedMessage: Notification;
  deletedMessage: Notification;
  /** The preview id the editor waits for; a preview with another id is stale and freed. */
  pendingPreview: string | null;
  /** Image files chosen so far; makes preview ids unique. */
  selections: number;
  error: string | null;
}

export type InlineEditorEvent =
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'edit.save' }
  | { type: 'text.change'; value: string }
  | { type: 'alt.change'; value: string }
  | { type: 'image.select'; file: FileLike }
  | PreviewReadyEvent
  | { type: 'content.delete' }
  /** The site loaded newer content while the editor was viewing. */
  | { type: 'content.sync'; value: EditableContent };

function toDraft(value: EditableContent): ContentDraft {
  return value.kind === 'image' ? { ...value, file: null, preview: null } : { ...value };
}

function draftPreview(draft: ContentDraft): string | null {
  return draft.kind === 'image' ? draft.preview : null;
}

const inlineEditorSetup = setup({
  types: {
    context: {} as InlineEditorContext,
    events: {} as InlineEditorEvent,
    input: {} as InlineEditorInput,
  },
  actors: {
    saveContent: missingActor<EditableContent, SaveContentRequest>('saveContent'),
    deleteContent: missingActor<void, DeleteContentRequest>('deleteContent'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    createPreview: (_, _params: CreatePreviewParams) => {},
    revokePreview: (_, _params: RevokePreviewParams) => {},
    startDraft: assign(({ context }) => ({ draft: toDraft(context.value), error: null, pendingPreview: null })),
    assignText: assign(({ context, event }) => {
      assertEvent(event, 'text.change');
      return context.draft.kind === 'text' ? { draft: { ...context.draft, text: event.value } } : {};
    }),
    assignAlt: assign(({ context, event }) => {
      assertEvent(event, 'alt.change');
      return context.draft.kind === 'image' ? { draft: { ...context.draft, alt: event.value } } : {};
    }),
    assignValue: assign((_, params: { value: EditableContent }) => ({ value: params.value, error: null })),
    assignError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    isImageFile: ({ event }) => {
      assertEvent(event, 'image.select');
      return event.file.type.startsWith('image/');
    },
    isTextDraft: ({ context }) => context.draft.kind === 'text',
    canDelete: ({ context }) => context.canDelete,
  },
});

/** A failed save or delete: the reason on the form, in a toast and in the log (the draft stays as it was). */
const refusedActions = (verb: 'Saving' | 'Deleting') =>
  [
    {
      type: 'assignError',
      params: ({ event }: { event: { error: unknown } }) => ({
        message: messages.content.saveFailed(errorMessage(event.error)),
      }),
    },
    {
      type: 'notify',
      params: ({ event }: { event: { error: unknown } }) => ({
        title: messages.errorTitle,
        description: messages.content.saveFailed(errorMessage(event.error)),
        variant: 'destructive' as const,
      }),
    },
    {
      type: 'logError',
      params: ({ event }: { event: { error: unknown } }) => ({
        message: `${verb} content failed: ${errorMessage(event.error)}`,
        error: event.error,
      }),
    },
  ] as const;

/**
 * An admin's inline editor for a text or an image (spec: Inline editors, section 4): viewing, editing,
 * saving, back to viewing; a failed save returns to editing with the draft kept. An image can be replaced
 * (image files only, previewed through `createPreview`), its alt text edited, or it can be deleted unless
 * `canDelete` is false, in which case the attempt is only logged.
 */
export const inlineEditorMachine = inlineEditorSetup
  .extend({
    actions: {
      selectImage: inlineEditorSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'image.select');
        if (context.draft.kind !== 'image') return;
        const selections = context.selections + 1;
        const id = `selection-${selections}`;
        const previous = context.draft.preview;
        if (previous) enqueue({ type: 'revokePreview', params: { url: previous } });
        enqueue.assign({
          selections,
          pendingPreview: id,
          draft: { ...context.draft, file: event.file, preview: null },
        });
        enqueue({ type: 'createPreview', params: { id, file: event.file } });
      }),
      assignPreview: inlineEditorSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'preview.ready');
        if (context.draft.kind !== 'image' || event.id !== context.pendingPreview) {
          // A preview for a selection that was replaced or cancelled: free it at once.
          enqueue({ type: 'revokePreview', params: { url: event.url } });
          return;
        }
        enqueue.assign({ pendingPreview: null, draft: { ...context.draft, preview: event.url } });
      }),
      discardDraft: inlineEditorSetup.enqueueActions(({ context, enqueue }) => {
        const preview = draftPreview(context.draft);
        if (preview) enqueue({ type: 'revokePreview', params: { url: preview } });
        enqueue.assign({ draft: toDraft(context.value), pendingPreview: null, error: null });
      }),
    },
  })
  .createMachine({
    id: 'inlineEditor',
    context: ({ input }) => ({
      value: input.value,
      draft: toDraft(input.value),
      canDelete: input.canDelete ?? true,
      savedMessage:
        input.savedMessage ??
        ({
          title: input.value.kind === 'image' ? messages.content.imageUpdated : messages.content.contentUpdated,
          variant: 'default',
        } as const),
      deletedMessage: input.deletedMessage ?? { ...messages.content.serviceDeleted, variant: 'default' },
      pendingPreview: null,
      selections: 0,
      error: null,
    }),
    on: { 'preview.ready': { actions: 'assignPreview' } },
    initial: 'viewing',
    states: {
      viewing: {
        on: {
          'edit.start': { target: 'editing', actions: 'startDraft' },
          'content.sync': {
            actions: [{ type: 'assignValue', params: ({ event }) => ({ value: event.value }) }, 'discardDraft'],
          },
        },
      },
      editing: {
        on: {
          'text.change': { actions: 'assignText' },
          'alt.change': { actions: 'assignAlt' },
          'image.select': [
            // A text has no image to replace.
            { guard: 'isTextDraft' },
            { guard: 'isImageFile', actions: 'selectImage' },
            {
              actions: [
                { type: 'assignError', params: { message: messages.content.imageOnly } },
                {
                  type: 'notify',
                  params: {
                    title: messages.errorTitle,
                    description: messages.content.imageOnly,
                    variant: 'destructive',
                  },
                },
              ],
            },
          ],
          'edit.cancel': { target: 'viewing', actions: 'discardDraft' },
          'edit.save': 'saving',
          'content.delete': [
            { guard: 'canDelete', target: 'deleting' },
            { actions: { type: 'logError', params: { message: messages.content.deleteBlocked } } },
          ],
        },
      },
      saving: {
        invoke: {
          id: 'saveContent',
          src: 'saveContent',
          input: ({ context }) => ({ draft: context.draft, previous: context.value }),
          onDone: {
            target: 'viewing',
            actions: [
              { type: 'assignValue', params: ({ event }) => ({ value: event.output }) },
              'discardDraft',
              { type: 'notify', params: ({ context }) => context.savedMessage },
            ],
          },
          onError: {
            // Back to editing with the draft as the admin left it.
            target: 'editing',
            actions: refusedActions('Saving'),
          },
        },
      },
      deleting: {
        invoke: {
          id: 'deleteContent',
          src: 'deleteContent',
          input: ({ context }) => ({ value: context.value }),
          onDone: {
            target: 'deleted',
            actions: ['discardDraft', { type: 'notify', params: ({ context }) => context.deletedMessage }],
          },
          onError: {
            target: 'editing',
            actions: refusedActions('Deleting'),
          },
        },
      },
      /** The content is gone; the site removes the component. */
      deleted: { type: 'final' },
    },
  });
