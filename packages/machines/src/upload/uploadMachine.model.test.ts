import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { FileLike } from '../effects';
import { MAX_UPLOAD_FILES, messages } from '../messages';
import { createModel, type Effect, type ModelStep, type ModelSystem } from '../testing/model';
import { type UploadContext, uploadActorId, uploadFileProblem, uploadMachine } from './uploadMachine';

const jpeg: FileLike = { name: 'kitchen.jpg', type: 'image/jpeg', size: 200_000 };
const text: FileLike = { name: 'notes.txt', type: 'text/plain', size: 10 };
const tooMany = Array.from({ length: MAX_UPLOAD_FILES + 1 }, (_, i) => ({ ...jpeg, name: `room-${i}.jpg` }));

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as UploadContext;

function holds(system: ModelSystem) {
  const { items, queue, maxConcurrent } = context(system.actor.getSnapshot());
  expect(items.length).toBeLessThanOrEqual(MAX_UPLOAD_FILES);
  for (const item of items) {
    expect(item.error).toBe(item.status === 'error' ? messages.upload.failed : null);
    expect(item.result !== null).toBe(item.status === 'uploaded');
    // An item uploads exactly while its child actor runs.
    expect(system.doubles.isPending(uploadActorId(item.id))).toBe(item.status === 'uploading');
  }
  expect(items.filter((item) => item.status === 'uploading').length).toBeLessThanOrEqual(maxConcurrent);
  for (const id of queue) expect(items.find((item) => item.id === id)?.status).toBe('selected');
  // No orphan: every running upload belongs to an item still in the list.
  const children = Object.keys(system.actor.getSnapshot().children);
  expect(children.every((id) => items.some((item) => uploadActorId(item.id) === id))).toBe(true);
}

const model = createModel({
  machine: uploadMachine,
  input: { maxConcurrent: 1 },
  actors: ['uploadFile'],
  effects: ['alert', 'logError', 'createPreview', 'revokePreview'],
  events: (snapshot) => {
    const { items } = context(snapshot);
    const events: AnyEventObject[] = [{ type: 'upload.start' }, { type: 'files.add', files: tooMany }];
    if (items.length < 2) events.push({ type: 'files.add', files: [jpeg] }, { type: 'files.add', files: [text, jpeg] });
    if (items.length === 0) events.push({ type: 'drag.enter' }, { type: 'drag.leave' });
    for (const item of items) {
      events.push({ type: 'item.remove', id: item.id });
      if (item.preview === null) events.push({ type: 'preview.ready', id: item.id, url: `blob:${item.id}` });
    }
    return events;
  },
  outcomes: {
    uploadFile: { done: [{ path: 'uploads/1700000000000-abc.jpg' }], error: [new Error('Payload too large')] },
  },
  abstract: (snapshot) => {
    const { items, queue } = context(snapshot);
    return {
      items: items.map((item) => [item.status, item.preview !== null]),
      queue: queue.map((id) => items.findIndex((item) => item.id === id)),
    };
  },
  states: {
    'dropzone.idle': holds,
    'dropzone.dragOver': (system) => {
      holds(system);
      expect(context(system.actor.getSnapshot()).items).toEqual([]);
    },
    'batch.idle': (system) => {
      const { items, queue } = context(system.actor.getSnapshot());
      expect(queue).toEqual([]);
      expect(items.some((item) => item.status === 'uploading')).toBe(false);
    },
    'batch.uploading': (system) => {
      const { items, queue } = context(system.actor.getSnapshot());
      expect(queue.length + items.filter((item) => item.status === 'uploading').length).toBeGreaterThan(0);
    },
  },
  oracle: ({ event, before }: ModelStep): Effect[] => {
    const { items, count } = context(before);
    switch (event.type) {
      case 'files.add': {
        const files = event.files as FileLike[];
        if (items.length + files.length > MAX_UPLOAD_FILES) {
          return [{ type: 'alert', params: { message: 'You can only upload up to 10 files' } }];
        }
        const alerts = files.flatMap((file) => {
          const problem = uploadFileProblem(file);
          return problem ? [{ type: 'alert', params: { message: problem } }] : [];
        });
        const previews = files
          .filter((file) => uploadFileProblem(file) === null)
          .map((file, index) => ({ type: 'createPreview', params: { id: `file-${count + index + 1}`, file } }));
        return [...alerts, ...previews];
      }
      case 'item.remove': {
        const preview = items.find((item) => item.id === event.id)?.preview;
        return preview ? [{ type: 'revokePreview', params: { url: preview } }] : [];
      }
      default:
        return event.type.startsWith('xstate.error.actor.')
          ? [{ type: 'logError', params: expect.objectContaining({ error: event.error }) }]
          : [];
    }
  },
});

describe('uploadMachine, model-based', () => {
  for (const path of model.paths) {
    it(path.description, () => model.run(path));
  }

  it('every state, transition and guard was exercised', () => {
    model.assertCoverage();
  });
});
