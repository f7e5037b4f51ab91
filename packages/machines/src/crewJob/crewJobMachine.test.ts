import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '../messages';
import { crewJobMachine, type RecordFinishParams } from './crewJobMachine';

const png = (name: string, size = 1024) => ({ name, type: 'image/png', size });

function start(input = {}) {
  const effects: { type: string; params: unknown }[] = [];
  const record = (type: string) => (_: unknown, params: unknown) => effects.push({ type, params });
  const actor = createActor(
    crewJobMachine.provide({
      actions: {
        recordStart: record('recordStart'),
        recordTick: record('recordTick'),
        keepPhoto: record('keepPhoto'),
        discardPhoto: record('discardPhoto'),
        recordFinish: record('recordFinish'),
      },
    }),
    { input },
  ).start();
  return { actor, effects };
}

describe('crewJobMachine', () => {
  it('a day: start, tick, finish with a photo; each change queued once, in order', () => {
    const { actor, effects } = start();
    actor.send({ type: 'job.start', at: 't1' });
    actor.send({ type: 'checklist.tick', item: 'floors', done: true, at: 't2' });
    actor.send({ type: 'finish.open' });
    actor.send({ type: 'job.finish', at: 't3' });
    expect(actor.getSnapshot().value).toBe('finishing');
    actor.send({ type: 'photos.add', photos: [{ id: 'a', file: png('a.png') }] });
    actor.send({ type: 'job.finish', at: 't4' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(effects.map((e) => e.type)).toEqual(['recordStart', 'recordTick', 'keepPhoto', 'recordFinish']);
    const finish = effects[3]?.params as RecordFinishParams;
    expect(finish).toEqual({ at: 't4', photos: [{ id: 'a', name: 'a.png', type: 'image/png', size: 1024 }] });
  });

  it('refuses photos as the gallery does: type, size, and more than 10 in all', () => {
    const { actor, effects } = start();
    actor.send({ type: 'job.sync', startedAt: 't1', finishedAt: null, ticks: {} });
    actor.send({ type: 'finish.open' });
    actor.send({
      type: 'photos.add',
      photos: [
        { id: 'big', file: png('big.png', 6 * 1024 * 1024) },
        { id: 'ok', file: png('ok.png') },
      ],
    });
    expect(actor.getSnapshot().context.photoError).toBe(messages.upload.tooLarge);
    expect(actor.getSnapshot().context.photos.map((p) => p.id)).toEqual(['ok']);
    actor.send({
      type: 'photos.add',
      photos: Array.from({ length: 10 }, (_, i) => ({ id: `n${i}`, file: png(`n${i}.png`) })),
    });
    expect(actor.getSnapshot().context.photoError).toBe(messages.upload.tooManyFiles);
    expect(actor.getSnapshot().context.photos).toHaveLength(1);
    expect(effects.filter((e) => e.type === 'keepPhoto')).toHaveLength(1);
  });

  it("moves forward with the server's view, never back", () => {
    const { actor } = start();
    actor.send({ type: 'job.sync', startedAt: 't1', finishedAt: 't2', ticks: {} });
    expect(actor.getSnapshot().value).toBe('done');
    actor.send({ type: 'job.sync', startedAt: null, finishedAt: null, ticks: {} });
    expect(actor.getSnapshot().value).toBe('done');
    const other = start();
    other.actor.send({ type: 'job.sync', startedAt: 't1', finishedAt: null, ticks: { floors: true } });
    expect(other.actor.getSnapshot().value).toBe('started');
    expect(other.actor.getSnapshot().context.ticks).toEqual({ floors: true });
  });
});
