import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import { type CrewJobContext, type CrewJobInput, crewJobMachine } from './crewJobMachine';

const at = '2026-11-30T06:04:00.000Z';
const later = '2026-11-30T07:52:00.000Z';
const png = { name: 'after.png', type: 'image/png', size: 2048 };
const pdf = { name: 'invoice.pdf', type: 'application/pdf', size: 2048 };
const context = (snapshot: AnyMachineSnapshot) => snapshot.context as CrewJobContext;

const events = (): AnyEventObject[] => [
  { type: 'job.start', at },
  { type: 'checklist.tick', item: 'kitchen', done: true, at },
  { type: 'finish.open' },
  { type: 'finish.cancel' },
  { type: 'photos.add', photos: [{ id: 'p1', file: png }] },
  { type: 'photos.add', photos: [{ id: 'p2', file: pdf }] },
  { type: 'photo.remove', id: 'p1' },
  { type: 'job.finish', at: later },
  { type: 'job.sync', startedAt: null, finishedAt: null, ticks: {} },
  { type: 'job.sync', startedAt: at, finishedAt: null, ticks: { floors: true } },
  { type: 'job.sync', startedAt: at, finishedAt: later, ticks: {} },
];

/** The effects a step must produce: each change the cleaner makes is queued once, and nothing else is. */
function oracle({ event, before }: ModelStep): Effect[] {
  const state = before.value as string;
  const c = context(before);
  if (event.type === 'job.start' && state === 'scheduled') return [{ type: 'recordStart', params: { at } }];
  if (event.type === 'checklist.tick' && (state === 'started' || state === 'finishing')) {
    return [{ type: 'recordTick', params: { item: 'kitchen', done: true, at } }];
  }
  if (event.type === 'photos.add' && state === 'finishing') {
    const photos = event.photos as { id: string; file: typeof png }[];
    return photos
      .filter((p) => p.file.type === 'image/png' && !c.photos.some((kept) => kept.id === p.id))
      .map((p) => ({ type: 'keepPhoto', params: { id: p.id, file: p.file } }));
  }
  if (event.type === 'photo.remove' && state === 'finishing' && c.photos.some((p) => p.id === event.id)) {
    return [{ type: 'discardPhoto', params: { id: event.id } }];
  }
  if (event.type === 'job.finish' && state === 'finishing' && c.photos.length > 0) {
    return [{ type: 'recordFinish', params: { at: later, photos: c.photos } }];
  }
  return [];
}

const invariants = {
  scheduled: (system: { actor: { getSnapshot(): AnyMachineSnapshot } }) => {
    const c = context(system.actor.getSnapshot());
    expect(c.startedAt).toBeNull();
    expect(c.finishedAt).toBeNull();
  },
  started: (system: { actor: { getSnapshot(): AnyMachineSnapshot } }) => {
    const c = context(system.actor.getSnapshot());
    expect(c.startedAt).not.toBeNull();
    expect(c.finishedAt).toBeNull();
  },
  finishing: (system: { actor: { getSnapshot(): AnyMachineSnapshot } }) => {
    const c = context(system.actor.getSnapshot());
    expect(c.startedAt).not.toBeNull();
    expect(c.photos.length).toBeLessThanOrEqual(10);
    expect(c.photos.every((p) => p.type === 'image/png')).toBe(true);
    if (c.photoError) expect(c.photoError).toBe(messages.upload.typeNotAllowed('application/pdf'));
  },
  done: (system: { actor: { getSnapshot(): AnyMachineSnapshot } }) => {
    const c = context(system.actor.getSnapshot());
    expect(c.finishedAt).not.toBeNull();
    expect(system.actor.getSnapshot().can({ type: 'job.start', at })).toBe(false);
  },
};

const modelFor = (input: CrewJobInput) =>
  createModel({
    machine: crewJobMachine,
    input,
    actors: [],
    effects: ['recordStart', 'recordTick', 'keepPhoto', 'discardPhoto', 'recordFinish'],
    events,
    abstract: (snapshot) => {
      const c = context(snapshot);
      return {
        started: c.startedAt !== null,
        finished: c.finishedAt !== null,
        photos: c.photos.map((p) => p.id),
        photoError: c.photoError !== null,
        ticked: Object.values(c.ticks).some(Boolean),
      };
    },
    states: invariants,
    oracle,
  });

const fresh = modelFor({});
// Opened with a photo kept on the phone from before a reload.
const withKeptPhoto = modelFor({ photos: [{ id: 'p1', ...png }] });

describe('crewJobMachine, model-based', () => {
  for (const [name, model] of [
    ['a job not started', fresh],
    ['a job with a photo kept on the phone', withKeptPhoto],
  ] as const) {
    describe(name, () => {
      for (const path of model.paths) {
        it(path.description, () => model.run(path));
      }
    });
  }

  it('every state, transition and guard was exercised', () => {
    fresh.assertCoverage(withKeptPhoto);
  });
});
