import {
  type DeleteContentRequest,
  type EditableContent,
  type ImageContent,
  inlineEditorMachine,
  type SaveContentRequest,
  type TextContent,
} from '@sparkle/machines';
import type { InlineEditorMode } from '@sparkle/ui';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { getSupabase } from '../../lib/supabase';
import { notify } from '../toast/notify';
import { imageFolder } from './contentKeys';
import {
  type ContentEntry,
  loadSiteContent,
  publicImageUrl,
  setContentEntry,
  siteImagesBucket,
  storedContentKey,
} from './siteContent';

/**
 * The admin side of inline editing, loaded only for admins (through TextEditor / ImageEditor): the inline
 * editor statechart with the site's toasts, console and previews, and the actors that write `site_content`
 * and the `site-images` bucket with supabase-js (RLS lets only admins write).
 */
// This module loads when an admin's first editor appears: the page may be older than the latest stored edit
// (the site is rendered again after each one), so the editors start from the current rows.
loadSiteContent();

export const siteInlineEditorMachine = inlineEditorMachine.provide({
  actions: {
    notify: (_, params) => notify(params),
    logError: (_, { message, error }) => {
      if (error === undefined) console.warn(message);
      else console.error(message, error);
    },
    createPreview: ({ self }, { id, file }) =>
      self.send({ type: 'preview.ready', id, url: URL.createObjectURL(file as File) }),
    revokePreview: (_, { url }) => URL.revokeObjectURL(url),
  },
});

/** The ui editors' mode for a snapshot of the statechart. */
export function editorMode(snapshot: SnapshotFrom<typeof siteInlineEditorMachine>): InlineEditorMode {
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('saving') || snapshot.matches('deleting')) return 'saving';
  return 'viewing';
}

async function storeContent(key: string, entry: ContentEntry): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('site_content')
    .upsert({ key: storedContentKey(key), value: entry.value, image_path: entry.imagePath }, { onConflict: 'key' });
  if (error) throw error;
}

/** Stores an edit and shows it at once in every editable of the key. */
async function upsertContent(key: string, entry: ContentEntry): Promise<void> {
  await storeContent(key, entry);
  setContentEntry(key, entry);
}

/** Saves a text under `key`. An empty text is refused: the page would lose the words entirely. */
export function saveTextActor(key: string) {
  return fromPromise<EditableContent, SaveContentRequest>(async ({ input }) => {
    if (input.draft.kind !== 'text') throw new Error('Expected a text.');
    const text = input.draft.text.trim();
    if (text === '') throw new Error('Please enter some text.');
    await upsertContent(key, { value: text, imagePath: null });
    return { kind: 'text', text } satisfies TextContent;
  });
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/**
 * Saves an image under `key`: uploads a replacement file (if one was chosen) to the public bucket, stores its
 * path and the alt text in one row, and removes the file it replaced. `currentPath` is the stored path.
 */
export function saveImageActor(key: string, currentPath: () => string | null) {
  return fromPromise<EditableContent, SaveContentRequest>(async ({ input }) => {
    const { draft } = input;
    if (draft.kind !== 'image') throw new Error('Expected an image.');
    const alt = draft.alt.trim();
    const previousPath = currentPath();
    let imagePath = previousPath;
    const supabase = await getSupabase();
    if (draft.file) {
      const file = draft.file as File;
      const extension = extensions[file.type] ?? file.name.split('.').pop()?.toLowerCase() ?? 'img';
      const random = Math.random().toString(36).slice(2, 8);
      imagePath = `${imageFolder(key)}/${Date.now()}-${random}.${extension}`;
      const { error } = await supabase.storage
        .from(siteImagesBucket)
        .upload(imagePath, file, { contentType: file.type, upsert: false });
      if (error) throw error;
    }
    await upsertContent(key, { value: alt, imagePath });
    if (draft.file && previousPath && previousPath !== imagePath) {
      // The old file is no longer shown anywhere; failing to remove it only leaves an orphan in the bucket.
      const { error } = await supabase.storage.from(siteImagesBucket).remove([previousPath]);
      if (error) console.warn(`Could not remove the replaced image ${previousPath}`, error);
    }
    const src = imagePath ? publicImageUrl(imagePath) : (input.previous as ImageContent).src;
    return { kind: 'image', src, alt } satisfies ImageContent;
  });
}

/** The entry of a set flag (e.g. `services.card.office.deleted`). */
export const flagEntry: ContentEntry = { value: 'true', imagePath: null };

/**
 * Deletes what the editor shows by storing the flag `flagKey`. The page learns of it only when the editor
 * reached `deleted` (see ImageEditor): removing the card here would unmount the editor before its toast.
 */
export function deleteByFlagActor(flagKey: string) {
  return fromPromise<void, DeleteContentRequest>(async () => {
    await storeContent(flagKey, flagEntry);
  });
}
