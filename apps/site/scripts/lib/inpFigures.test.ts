import { describe, expect, it } from 'vitest';
import {
  type EventEntry,
  interactionsOf,
  interactionsPerStep,
  longest,
  parseInpOptions,
  percentile,
  stepFigures,
} from './inpFigures';

const entry = (interactionId: number, name: string, startTime: number, duration: number): EventEntry => ({
  interactionId,
  name,
  startTime,
  duration,
  processingStart: startTime + 4,
  processingEnd: startTime + 6,
});

describe('interactions from Event Timing entries', () => {
  it('groups the events of one tap or key by interactionId, lasting as long as its longest event', () => {
    const interactions = interactionsOf([
      entry(7, 'keyup', 130, 40),
      entry(3, 'pointerdown', 100, 48),
      entry(3, 'click', 104, 152),
      entry(7, 'keydown', 128, 96),
      entry(0, 'pointerover', 90, 200),
    ]);
    expect(interactions).toEqual([
      { id: 3, startTime: 100, duration: 152, inputDelay: 4, events: ['pointerdown', 'click'] },
      { id: 7, startTime: 128, duration: 96, inputDelay: 4, events: ['keyup', 'keydown'] },
    ]);
  });

  it('gives each step what started from its start until the next step', () => {
    const interactions = interactionsOf([
      entry(1, 'pointerdown', 1000, 64),
      entry(2, 'keydown', 1210, 120),
      entry(3, 'keydown', 1240, 88),
      entry(4, 'pointerdown', 1900, 24),
    ]);
    const steps = interactionsPerStep(interactions, [999, 1200, 1899, 3000]);
    expect(steps.map((step) => step.map((interaction) => interaction.id))).toEqual([[1], [2, 3], [4], []]);
    expect(steps.map(longest)).toEqual([64, 120, 24, 0]);
  });
});

describe('figures over runs', () => {
  it('takes the 75th percentile by nearest rank: the 4th shortest of 5 runs', () => {
    expect(percentile([40, 300, 56, 64, 48], 75)).toBe(64);
    expect(percentile([10, 20, 30, 40], 75)).toBe(30);
    expect(percentile([5], 75)).toBe(5);
    expect(percentile([], 75)).toBeUndefined();
    expect(() => percentile([1], 0)).toThrow(RangeError);
  });

  it('names the worst and the 75th percentile of each run’s longest interaction', () => {
    expect(stepFigures([40, 300, 56, 64, 48])).toEqual({
      runs: 5,
      worst: 300,
      p75: 64,
      perRun: [40, 300, 56, 64, 48],
    });
  });
});

describe('options', () => {
  it('defaults to 5 runs at 4× with first taps 0.3, 1.5 and 6 s after load', () => {
    expect(parseInpOptions([])).toEqual({
      runs: 5,
      only: undefined,
      delays: [300, 1500, 6000],
      skipBuild: false,
      port: 4591,
      backendPort: 54591,
      cpuSlowdown: 4,
      out: undefined,
      dist: undefined,
      trace: false,
    });
  });

  it('reads runs, pages, delays, ports, an earlier build and the trace switch', () => {
    const options = parseInpOptions([
      '--runs',
      '7',
      '--only',
      '/book-now, /ar/book-now',
      '--delays',
      '300,6000',
      '--port',
      '55300',
      '--dist',
      '/tmp/dist-before',
      '--trace',
    ]);
    expect(options).toMatchObject({
      runs: 7,
      only: ['/book-now', '/ar/book-now'],
      delays: [300, 6000],
      port: 55300,
      // port + 50,000 is no port: the next one.
      backendPort: 55301,
      dist: '/tmp/dist-before',
      skipBuild: true,
      trace: true,
    });
  });

  it('refuses what it cannot use, naming the option', () => {
    expect(() => parseInpOptions(['--runs', '0'])).toThrow('--runs');
    expect(() => parseInpOptions(['--delays', 'soon'])).toThrow('--delays');
    expect(() => parseInpOptions(['--port', '70000'])).toThrow('--port');
    expect(() => parseInpOptions(['--only'])).toThrow('--only needs a value');
  });
});
