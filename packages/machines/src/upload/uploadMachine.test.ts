import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type FileLike, RateLimitedError } from '../effects';
import { MAX_UPLOAD_BYTES, messages } from '../messages';
import { ActorDoubles, type Effect, flush } from '../testing/model';
import { uploadActorId, uploadFileProblem, uploadMachine } from './uploadMachine';

const photo = (name: string, size = 1024, type = 'image/jpeg'): FileLike => ({ name, type, size });

function start(options: { maxConcurrent?: number; previews?: boolean } = {}) {
  const doubles = new ActorDoubles();
  const effects: Effect[] = [];
  const record = (type: string) => (_: unknown, params: unknown) => effects.push({ type, params });
  const machine = uploadMachine.provide({
    actors: { uploadFile: doubles.logic('uploadFile') as never },
    actions: {
      alert: record('alert'),
      notify: record('notify'),
      logError: record('logError'),
      revokePreview: record('revokePreview'),
      // The site's real createPreview answers at once, as URL.createObjectURL does.
      createPreview: ({ self }, params) => {
        effects.push({ type: 'createPreview', params });
        if (options.previews !== false) self.send({ type: 'preview.ready', id: params.id, url: `blob:${params.id}` });
      },
    },
  });
  const input = options.maxConcurrent ? { maxConcurrent: options.maxConcurrent } : undefined;
  const actor = createActor(machine, { input }).start();
  const statuses = () => actor.getSnapshot().context.items.map((item) => `${item.file.name}:${item.status}`);
  return { actor, doubles, effects, statuses };
}

describe('uploadMachine: adding files', () => {
  it('adds valid files as selected items and asks the site for their previews', () => {
    const { actor, effects } = start();
    const files = [photo('kitchen.jpg'), photo('oven.png', 2048, 'image/png')];
    actor.send({ type: 'files.add', files });
    expect(actor.getSnapshot().context.items).toEqual([
      { id: 'file-1', file: files[0], preview: 'blob:file-1', status: 'selected', error: null, result: null },
      { id: 'file-2', file: files[1], preview: 'blob:file-2', status: 'selected', error: null, result: null },
    ]);
    expect(effects.map((effect) => effect.type)).toEqual(['createPreview', 'createPreview']);
  });

  it('accepts the four image types and refuses any other, naming its type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(uploadFileProblem(photo('a', 10, type))).toBeNull();
    }
    expect(uploadFileProblem(photo('a.svg', 10, 'image/svg+xml'))).toBe('File type image/svg+xml is not allowed');
  });

  it('accepts exactly 5 MB and refuses a byte more', () => {
    expect(uploadFileProblem(photo('a.jpg', MAX_UPLOAD_BYTES))).toBeNull();
    expect(uploadFileProblem(photo('a.jpg', MAX_UPLOAD_BYTES + 1))).toBe('File size must be less than 5MB');
  });

  it('skips each invalid file with its alert while the others are added', () => {
    const { actor, effects, statuses } = start();
    actor.send({
      type: 'files.add',
      files: [
        photo('notes.pdf', 100, 'application/pdf'),
        photo('lobby.jpg'),
        photo('huge.png', MAX_UPLOAD_BYTES + 1, 'image/png'),
        photo('hall.webp', 100, 'image/webp'),
      ],
    });
    expect(statuses()).toEqual(['lobby.jpg:selected', 'hall.webp:selected']);
    expect(effects.filter((effect) => effect.type === 'alert')).toEqual([
      { type: 'alert', params: { message: 'File type application/pdf is not allowed' } },
      { type: 'alert', params: { message: 'File size must be less than 5MB' } },
    ]);
  });

  it('refuses the whole addition when it would pass 10 files, counting every file offered', () => {
    const { actor, effects, statuses } = start();
    actor.send({ type: 'files.add', files: Array.from({ length: 9 }, (_, i) => photo(`room-${i}.jpg`)) });
    effects.length = 0;
    actor.send({ type: 'files.add', files: [photo('extra.jpg'), photo('notes.txt', 1, 'text/plain')] });
    expect(effects).toEqual([{ type: 'alert', params: { message: 'You can only upload up to 10 files' } }]);
    expect(statuses()).toHaveLength(9);
    actor.send({ type: 'files.add', files: [photo('tenth.jpg')] });
    expect(statuses()).toHaveLength(10);
  });

  it('gives ids that stay unique after removals', () => {
    const { actor } = start();
    actor.send({ type: 'files.add', files: [photo('a.jpg')] });
    actor.send({ type: 'item.remove', id: 'file-1' });
    actor.send({ type: 'files.add', files: [photo('b.jpg')] });
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual(['file-2']);
  });
});

describe('uploadMachine: drag highlight', () => {
  it('highlights while a drag is over the dropzone, and a drop ends it', () => {
    const { actor, statuses } = start();
    actor.send({ type: 'drag.enter' });
    expect(actor.getSnapshot().value).toEqual({ dropzone: 'dragOver', batch: 'idle' });
    actor.send({ type: 'drag.leave' });
    expect(actor.getSnapshot().value).toEqual({ dropzone: 'idle', batch: 'idle' });
    actor.send({ type: 'drag.enter' });
    actor.send({ type: 'files.add', files: [photo('dropped.jpg')] });
    expect(actor.getSnapshot().value).toEqual({ dropzone: 'idle', batch: 'idle' });
    expect(statuses()).toEqual(['dropped.jpg:selected']);
  });
});

describe('uploadMachine: uploading', () => {
  it('uploads in parallel, at most maxConcurrent at once, then settles', async () => {
    const { actor, doubles, statuses } = start({ maxConcurrent: 2 });
    actor.send({ type: 'files.add', files: ['a', 'b', 'c'].map((name) => photo(`${name}.jpg`)) });
    actor.send({ type: 'upload.start' });
    expect(actor.getSnapshot().value).toEqual({ dropzone: 'idle', batch: 'uploading' });
    expect(statuses()).toEqual(['a.jpg:uploading', 'b.jpg:uploading', 'c.jpg:selected']);
    expect(doubles.calls.map((call) => call.input)).toEqual([
      { id: 'file-1', file: photo('a.jpg') },
      { id: 'file-2', file: photo('b.jpg') },
    ]);
    doubles.resolve(uploadActorId('file-2'), { path: 'uploads/2.jpg' });
    await flush();
    expect(statuses()).toEqual(['a.jpg:uploading', 'b.jpg:uploaded', 'c.jpg:uploading']);
    expect(actor.getSnapshot().context.items[1]?.result).toEqual({ path: 'uploads/2.jpg' });
    doubles.resolve(uploadActorId('file-1'), { path: 'uploads/1.jpg' });
    doubles.resolve(uploadActorId('file-3'), { path: 'uploads/3.jpg' });
    await flush();
    expect(statuses()).toEqual(['a.jpg:uploaded', 'b.jpg:uploaded', 'c.jpg:uploaded']);
    expect(actor.getSnapshot().value).toEqual({ dropzone: 'idle', batch: 'idle' });
  });

  it('uploads three at once by default', () => {
    const { actor, doubles } = start();
    actor.send({ type: 'files.add', files: ['a', 'b', 'c', 'd'].map((name) => photo(`${name}.jpg`)) });
    actor.send({ type: 'upload.start' });
    expect(doubles.calls).toHaveLength(3);
  });

  it("marks a failed item 'Upload failed', logs it, and lets the others continue", async () => {
    const { actor, doubles, effects, statuses } = start({ maxConcurrent: 1 });
    actor.send({ type: 'files.add', files: [photo('a.jpg'), photo('b.jpg')] });
    effects.length = 0;
    actor.send({ type: 'upload.start' });
    doubles.reject(uploadActorId('file-1'), new Error('new row violates row-level security policy'));
    await flush();
    expect(statuses()).toEqual(['a.jpg:error', 'b.jpg:uploading']);
    expect(actor.getSnapshot().context.items[0]?.error).toBe('Upload failed');
    expect(effects).toEqual([
      {
        type: 'logError',
        params: {
          message: 'Upload of a.jpg failed: new row violates row-level security policy',
          error: expect.any(Error),
        },
      },
    ]);
  });

  it("says that there were too many uploads when refused for that, beside 'Upload failed'", async () => {
    const { actor, doubles, effects, statuses } = start();
    actor.send({ type: 'files.add', files: [photo('a.jpg')] });
    effects.length = 0;
    actor.send({ type: 'upload.start' });
    doubles.reject(uploadActorId('file-1'), new RateLimitedError('Too many photos uploaded from your connection.'));
    await flush();
    expect(statuses()).toEqual(['a.jpg:error']);
    expect(actor.getSnapshot().context.items[0]?.error).toBe('Upload failed');
    expect(effects).toEqual([
      {
        type: 'logError',
        params: {
          message: 'Upload of a.jpg failed: Too many photos uploaded from your connection.',
          error: expect.any(RateLimitedError),
        },
      },
      {
        type: 'notify',
        params: { title: messages.errorTitle, description: messages.rateLimited, variant: 'destructive' },
      },
    ]);
  });

  it('retries failed items on the next start', async () => {
    const { actor, doubles, statuses } = start();
    actor.send({ type: 'files.add', files: [photo('a.jpg')] });
    actor.send({ type: 'upload.start' });
    doubles.reject(uploadActorId('file-1'), new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ dropzone: 'idle', batch: 'idle' });
    actor.send({ type: 'upload.start' });
    expect(statuses()).toEqual(['a.jpg:uploading']);
    expect(actor.getSnapshot().context.items[0]?.error).toBeNull();
    expect(doubles.callsOf('uploadFile')).toHaveLength(2);
    doubles.resolve(uploadActorId('file-1'), { path: 'uploads/a.jpg' });
    await flush();
    expect(statuses()).toEqual(['a.jpg:uploaded']);
    expect(Object.keys(actor.getSnapshot().children)).toEqual([]);
  });

  it('does nothing on start when nothing waits', () => {
    const { actor, doubles } = start();
    actor.send({ type: 'upload.start' });
    expect(actor.getSnapshot().value).toEqual({ dropzone: 'idle', batch: 'idle' });
    expect(doubles.calls).toEqual([]);
  });

  it('adds files during a batch as selected, and a second start queues them', async () => {
    const { actor, doubles, statuses } = start({ maxConcurrent: 1 });
    actor.send({ type: 'files.add', files: [photo('a.jpg')] });
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'files.add', files: [photo('b.jpg')] });
    expect(statuses()).toEqual(['a.jpg:uploading', 'b.jpg:selected']);
    actor.send({ type: 'upload.start' });
    expect(actor.getSnapshot().context.queue).toEqual(['file-2']);
    doubles.resolve(uploadActorId('file-1'), { path: 'a' });
    await flush();
    expect(statuses()).toEqual(['a.jpg:uploaded', 'b.jpg:uploading']);
  });
});

describe('uploadMachine: removing', () => {
  it('removes an item at any time and frees its preview', () => {
    const { actor, effects } = start();
    actor.send({ type: 'files.add', files: [photo('a.jpg'), photo('b.jpg')] });
    effects.length = 0;
    actor.send({ type: 'item.remove', id: 'file-1' });
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual(['file-2']);
    expect(effects).toEqual([{ type: 'revokePreview', params: { url: 'blob:file-1' } }]);
  });

  it('stops an upload in progress: its late result leaves no orphan, and its slot goes to the next item', async () => {
    const { actor, doubles, statuses } = start({ maxConcurrent: 1 });
    actor.send({ type: 'files.add', files: [photo('a.jpg'), photo('b.jpg')] });
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'item.remove', id: 'file-1' });
    expect(actor.getSnapshot().children[uploadActorId('file-1')]).toBeUndefined();
    expect(statuses()).toEqual(['b.jpg:uploading']);
    doubles.resolve(uploadActorId('file-1'), { path: 'late' });
    await flush();
    expect(statuses()).toEqual(['b.jpg:uploading']);
    expect(actor.getSnapshot().context.items.some((item) => item.result?.path === 'late')).toBe(false);
  });

  it('removes a queued item from the queue', () => {
    const { actor } = start({ maxConcurrent: 1 });
    actor.send({ type: 'files.add', files: [photo('a.jpg'), photo('b.jpg')] });
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'item.remove', id: 'file-2' });
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  it('settles the batch when its last upload is removed', () => {
    const { actor } = start();
    actor.send({ type: 'files.add', files: [photo('a.jpg')] });
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'item.remove', id: 'file-1' });
    expect(actor.getSnapshot().value).toEqual({ dropzone: 'idle', batch: 'idle' });
  });

  it('frees a preview that arrives after its item was removed', () => {
    const { actor, effects } = start({ previews: false });
    actor.send({ type: 'files.add', files: [photo('a.jpg')] });
    actor.send({ type: 'item.remove', id: 'file-1' });
    actor.send({ type: 'preview.ready', id: 'file-1', url: 'blob:late' });
    expect(effects.at(-1)).toEqual({ type: 'revokePreview', params: { url: 'blob:late' } });
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('ignores the removal of an unknown item', () => {
    const { actor, effects } = start();
    actor.send({ type: 'item.remove', id: 'nope' });
    expect(effects).toEqual([]);
  });
});
