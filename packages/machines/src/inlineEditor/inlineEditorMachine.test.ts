import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '../messages';
import { ActorDoubles, type Effect, flush } from '../testing/model';
import { type EditableContent, type InlineEditorInput, inlineEditorMachine } from './inlineEditorMachine';

const heroTitle: EditableContent = { kind: 'text', text: 'Professional Cleaning Services in Dubai' };
const image: EditableContent = { kind: 'image', src: '/images/kitchen.jpg', alt: 'A spotless kitchen' };
const png = { name: 'after.png', type: 'image/png', size: 20_000 };

function start(input: InlineEditorInput) {
  const doubles = new ActorDoubles();
  const effects: Effect[] = [];
  const record = (type: string) => (_: unknown, params: unknown) => effects.push({ type, params });
  const machine = inlineEditorMachine.provide({
    actors: {
      saveContent: doubles.logic('saveContent') as never,
      deleteContent: doubles.logic('deleteContent') as never,
    },
    actions: {
      notify: record('notify'),
      logError: record('logError'),
      createPreview: record('createPreview'),
      revokePreview: record('revokePreview'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, doubles, effects };
}

describe('inlineEditorMachine: text', () => {
  it('views, edits, saves and views the saved text', async () => {
    const { actor, doubles, effects } = start({ value: heroTitle });
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'text.change', value: 'Spotless Homes in Dubai' });
    expect(actor.getSnapshot().context.draft).toEqual({ kind: 'text', text: 'Spotless Homes in Dubai' });
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(doubles.callsOf('saveContent')[0]?.input).toEqual({
      draft: { kind: 'text', text: 'Spotless Homes in Dubai' },
      previous: heroTitle,
    });
    actor.send({ type: 'edit.save' });
    expect(doubles.callsOf('saveContent')).toHaveLength(1);
    doubles.resolve('saveContent', { kind: 'text', text: 'Spotless Homes in Dubai' });
    await flush();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.value).toEqual({ kind: 'text', text: 'Spotless Homes in Dubai' });
    expect(effects).toEqual([{ type: 'notify', params: { title: 'Content Updated', variant: 'default' } }]);
  });

  it('says what the app asks for after a save (e.g. Service Updated)', async () => {
    const { actor, doubles, effects } = start({
      value: heroTitle,
      savedMessage: { title: messages.content.serviceUpdated, variant: 'default' },
    });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.save' });
    doubles.resolve('saveContent', heroTitle);
    await flush();
    expect(effects).toEqual([{ type: 'notify', params: { title: 'Service Updated', variant: 'default' } }]);
  });

  it('returns to editing with the draft kept when saving fails', async () => {
    const { actor, doubles, effects } = start({ value: heroTitle });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'text.change', value: 'Draft title' });
    actor.send({ type: 'edit.save' });
    doubles.reject('saveContent', new Error('permission denied for table site_content'));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toEqual({ kind: 'text', text: 'Draft title' });
    expect(actor.getSnapshot().context.value).toEqual(heroTitle);
    expect(effects.map((effect) => effect.type)).toEqual(['notify', 'logError']);
    expect(effects[0]?.params).toEqual({
      title: 'Error',
      description: 'Your changes could not be saved: permission denied for table site_content',
      variant: 'destructive',
    });
  });

  it('cancels back to the saved text', () => {
    const { actor } = start({ value: heroTitle });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'text.change', value: 'Never mind' });
    actor.send({ type: 'edit.cancel' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.draft).toEqual(heroTitle);
    actor.send({ type: 'edit.start' });
    expect(actor.getSnapshot().context.draft).toEqual(heroTitle);
  });

  it('takes newer content from the site while viewing', () => {
    const { actor } = start({ value: heroTitle });
    actor.send({ type: 'content.sync', value: { kind: 'text', text: 'Loaded from site_content' } });
    expect(actor.getSnapshot().context.value).toEqual({ kind: 'text', text: 'Loaded from site_content' });
  });

  it('ignores image edits on a text', () => {
    const { actor } = start({ value: heroTitle });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'alt.change', value: 'alt' });
    actor.send({ type: 'image.select', file: png });
    expect(actor.getSnapshot().context.draft).toEqual(heroTitle);
  });
});

describe('inlineEditorMachine: image', () => {
  it('replaces the file with a preview and edits the alt text, then says Image Updated', async () => {
    const { actor, doubles, effects } = start({ value: image });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'image.select', file: png });
    expect(effects).toEqual([{ type: 'createPreview', params: { id: 'selection-1', file: png } }]);
    actor.send({ type: 'preview.ready', id: 'selection-1', url: 'blob:1' });
    actor.send({ type: 'alt.change', value: 'The same kitchen, after' });
    expect(actor.getSnapshot().context.draft).toEqual({
      kind: 'image',
      src: image.src,
      alt: 'The same kitchen, after',
      file: png,
      preview: 'blob:1',
    });
    actor.send({ type: 'edit.save' });
    doubles.resolve('saveContent', {
      kind: 'image',
      src: 'https://cdn.example/after.png',
      alt: 'The same kitchen, after',
    });
    await flush();
    expect(actor.getSnapshot().context.value).toEqual({
      kind: 'image',
      src: 'https://cdn.example/after.png',
      alt: 'The same kitchen, after',
    });
    expect(effects.slice(1)).toEqual([
      { type: 'revokePreview', params: { url: 'blob:1' } },
      { type: 'notify', params: { title: 'Image Updated', variant: 'default' } },
    ]);
  });

  it('accepts image files only', () => {
    const { actor, effects } = start({ value: image });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'image.select', file: { name: 'notes.pdf', type: 'application/pdf', size: 10 } });
    expect(effects).toEqual([
      {
        type: 'notify',
        params: { title: 'Error', description: 'Please choose an image file.', variant: 'destructive' },
      },
    ]);
    expect(actor.getSnapshot().context.draft).toMatchObject({ file: null });
  });

  it('frees the previous preview when another file is chosen, and a stale one when it arrives', () => {
    const { actor, effects } = start({ value: image });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'image.select', file: png });
    actor.send({ type: 'preview.ready', id: 'selection-1', url: 'blob:1' });
    actor.send({ type: 'image.select', file: { ...png, name: 'second.png' } });
    actor.send({ type: 'image.select', file: { ...png, name: 'third.png' } });
    actor.send({ type: 'preview.ready', id: 'selection-2', url: 'blob:2' });
    actor.send({ type: 'preview.ready', id: 'selection-3', url: 'blob:3' });
    expect(effects.filter((effect) => effect.type === 'revokePreview')).toEqual([
      { type: 'revokePreview', params: { url: 'blob:1' } },
      { type: 'revokePreview', params: { url: 'blob:2' } },
    ]);
    expect(actor.getSnapshot().context.draft).toMatchObject({ preview: 'blob:3', file: { name: 'third.png' } });
  });

  it('frees the preview on cancel', () => {
    const { actor, effects } = start({ value: image });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'image.select', file: png });
    actor.send({ type: 'preview.ready', id: 'selection-1', url: 'blob:1' });
    actor.send({ type: 'edit.cancel' });
    expect(effects.at(-1)).toEqual({ type: 'revokePreview', params: { url: 'blob:1' } });
    expect(actor.getSnapshot().context.draft).toEqual({ ...image, file: null, preview: null });
  });

  it('deletes: Service Deleted, then done', async () => {
    const { actor, doubles, effects } = start({ value: image });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'content.delete' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(doubles.callsOf('deleteContent')[0]?.input).toEqual({ value: image });
    doubles.resolve('deleteContent');
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual([
      {
        type: 'notify',
        params: { title: 'Service Deleted', description: 'Service has been removed successfully.', variant: 'default' },
      },
    ]);
  });

  it('returns to editing when deleting fails', async () => {
    const { actor, doubles } = start({ value: image });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'content.delete' });
    doubles.reject('deleteContent', new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('lets the app block a delete: it is only logged', () => {
    const { actor, doubles, effects } = start({ value: image, canDelete: false });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'content.delete' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(doubles.calls).toEqual([]);
    expect(effects).toEqual([{ type: 'logError', params: { message: 'Deleting this content is not allowed.' } }]);
  });
});
