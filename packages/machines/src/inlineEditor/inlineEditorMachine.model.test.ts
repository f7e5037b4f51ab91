import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { Notification } from '../effects';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import {
  type EditableContent,
  type InlineEditorContext,
  type InlineEditorInput,
  inlineEditorMachine,
} from './inlineEditorMachine';

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as InlineEditorContext;
const png = { name: 'after.png', type: 'image/png', size: 20_000 };
const pdf = { name: 'notes.pdf', type: 'application/pdf', size: 10 };
const error = (description: string): Effect => ({
  type: 'notify',
  params: { title: messages.errorTitle, description, variant: 'destructive' },
});

function editorModel(input: InlineEditorInput, saved: EditableContent, synced: EditableContent) {
  return createModel({
    machine: inlineEditorMachine,
    input,
    actors: ['saveContent', 'deleteContent'],
    effects: ['notify', 'logError', 'createPreview', 'revokePreview'],
    events: (snapshot) => {
      if (snapshot.matches('viewing')) return [{ type: 'edit.start' }, { type: 'content.sync', value: synced }];
      if (!snapshot.matches('editing')) return [{ type: 'edit.save' }, { type: 'edit.cancel' }];
      const { pendingPreview } = context(snapshot);
      const events: AnyEventObject[] = [
        { type: 'text.change', value: 'Spotless Homes in Dubai' },
        { type: 'alt.change', value: 'The kitchen, after' },
        { type: 'image.select', file: png },
        { type: 'image.select', file: pdf },
        { type: 'preview.ready', id: 'selection-0', url: 'blob:stale' },
        { type: 'edit.cancel' },
        { type: 'edit.save' },
        { type: 'content.delete' },
      ];
      if (pendingPreview) events.push({ type: 'preview.ready', id: pendingPreview, url: `blob:${pendingPreview}` });
      return events;
    },
    outcomes: {
      saveContent: { done: [saved], error: [new Error('permission denied for table site_content')] },
      deleteContent: { done: [undefined], error: [new Error('offline')] },
    },
    abstract: (snapshot) => {
      const { value, draft, pendingPreview, error: message } = context(snapshot);
      return { value, draft, pending: pendingPreview !== null, error: message !== null };
    },
    states: {
      viewing: (system) => {
        const { value, draft } = context(system.actor.getSnapshot());
        expect(draft).toEqual(value.kind === 'image' ? { ...value, file: null, preview: null } : value);
      },
      editing: (system, step) => {
        // A failed save or delete keeps the draft as the admin left it.
        if (step.event.type.startsWith('xstate.error.actor.')) {
          expect(context(system.actor.getSnapshot()).draft).toEqual(context(step.before).draft);
        }
      },
      saving: (system) => {
        expect(system.doubles.isPending('saveContent')).toBe(true);
        expect(system.doubles.callsOf('saveContent').at(-1)?.input).toEqual({
          draft: context(system.actor.getSnapshot()).draft,
          previous: context(system.actor.getSnapshot()).value,
        });
      },
      deleting: (system) => {
        expect(context(system.actor.getSnapshot()).canDelete).toBe(true);
        expect(system.doubles.isPending('deleteContent')).toBe(true);
      },
      deleted: (system) => {
        expect(system.actor.getSnapshot().status).toBe('done');
      },
    },
    oracle: ({ event, before }: ModelStep): Effect[] => {
      const { draft, pendingPreview, selections, savedMessage, deletedMessage } = context(before);
      const preview = draft.kind === 'image' ? draft.preview : null;
      const revoke = preview ? [{ type: 'revokePreview', params: { url: preview } }] : [];
      switch (event.type) {
        case 'image.select':
          if (!before.matches('editing') || draft.kind !== 'image') return [];
          return event.file.type.startsWith('image/')
            ? [...revoke, { type: 'createPreview', params: { id: `selection-${selections + 1}`, file: event.file } }]
            : [error(messages.content.imageOnly)];
        case 'preview.ready':
          return draft.kind === 'image' && event.id === pendingPreview
            ? []
            : [{ type: 'revokePreview', params: { url: event.url } }];
        case 'edit.cancel':
          return before.matches('editing') ? revoke : [];
        case 'content.delete':
          return before.matches('editing') && !context(before).canDelete
            ? [{ type: 'logError', params: { message: messages.content.deleteBlocked } }]
            : [];
        case 'xstate.done.actor.saveContent':
          return [...revoke, { type: 'notify', params: savedMessage satisfies Notification }];
        case 'xstate.done.actor.deleteContent':
          return [...revoke, { type: 'notify', params: deletedMessage }];
        case 'xstate.error.actor.saveContent':
        case 'xstate.error.actor.deleteContent':
          return [
            error(messages.content.saveFailed((event.error as Error).message)),
            { type: 'logError', params: expect.anything() },
          ];
        default:
          return [];
      }
    },
  });
}

const text = editorModel(
  { value: { kind: 'text', text: 'Professional Cleaning Services in Dubai' } },
  { kind: 'text', text: 'Spotless Homes in Dubai' },
  { kind: 'text', text: 'Loaded from site_content' },
);
const image: EditableContent = { kind: 'image', src: '/images/kitchen.jpg', alt: 'A spotless kitchen' };
const saved: EditableContent = { kind: 'image', src: 'https://cdn.example/after.png', alt: 'The kitchen, after' };
const deletableImage = editorModel({ value: image }, saved, { ...image, alt: 'Synced' });
const protectedImage = editorModel({ value: image, canDelete: false }, saved, { ...image, alt: 'Synced' });

describe('inlineEditorMachine, model-based', () => {
  for (const [name, model] of Object.entries({ text, deletableImage, protectedImage })) {
    describe(name, () => {
      for (const path of model.paths) {
        it(path.description, () => model.run(path));
      }
    });
  }

  it('every state, transition and guard was exercised', () => {
    text.assertCoverage(deletableImage, protectedImage);
  });
});
