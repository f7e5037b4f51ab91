import { type UploadRequest, type UploadResult, uploadMachine } from '@sparkle/machines';
import { fromPromise } from 'xstate';
import { machineText } from '../../i18n/machineMessages';
import { serviceError } from '../../lib/serviceErrors';
import { getSupabase } from '../../lib/supabase';
import { notify } from '../toast/notify';
import { uploadPath } from './uploadPath';

/** Bucket of visitors' project photos: private, anyone may add (docs/decisions.md, Security and abuse). */
const bucket = 'uploads';

/**
 * The upload statechart with the site's effects: each photo is stored in the `uploads` bucket, then recorded
 * in `uploaded_files` (storage_path = the path inside the bucket); a failure of either rejects, which the
 * machine logs and shows as 'Upload failed' (and a refusal for too many uploads, as a `RateLimitedError`, with a
 * toast saying so). Previews are object URLs, freed when an item is removed.
 * Validation alerts are the browser's own `alert`, as the spec has them.
 */
export const siteUploadMachine = uploadMachine.provide({
  actors: {
    uploadFile: fromPromise<UploadResult, UploadRequest>(async ({ input, signal }) => {
      const file = input.file as File;
      const supabase = await getSupabase();
      const path = uploadPath(file);
      const { error: storageError } = await supabase.storage
        .from(bucket)
        .upload(path, file, { contentType: file.type, upsert: false });
      if (storageError) throw serviceError(storageError);
      // Removed while its bytes were on the way (the machine stopped this actor): the file cannot be taken back
      // from storage by a visitor, but it is not recorded as a submission either.
      if (signal.aborted) throw signal.reason;
      // No .select(): visitors may record an upload but not read the records; only the error matters.
      const { error, status } = await supabase
        .from('uploaded_files')
        // The record keeps at most 255 characters of the name, as the table does.
        .insert({ file_name: file.name.slice(0, 255), file_size: file.size, file_type: file.type, storage_path: path })
        .abortSignal(signal);
      if (error) throw serviceError(error, status);
      return { path };
    }),
  },
  actions: {
    // The machine asks for a preview; the site makes one and hands it back.
    createPreview: ({ self }, { id, file }) =>
      self.send({ type: 'preview.ready', id, url: URL.createObjectURL(file as File) }),
    revokePreview: (_, { url }) => URL.revokeObjectURL(url),
    alert: (_, { message }) => window.alert(machineText(message)),
    notify: (_, notification) => notify(notification),
    logError: (_, { message, error }) => console.error(message, error),
  },
});
