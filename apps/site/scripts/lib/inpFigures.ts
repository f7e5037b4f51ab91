/**
 * The arithmetic of `npm run bench:inp` (scripts/inp.ts), kept apart from the browser so that it can be tested:
 * Event Timing entries grouped into interactions, interactions into the steps of a scenario, and the figures
 * over several runs.
 */

/** What the page's `PerformanceObserver` keeps of an `event` entry that belongs to an interaction. */
export interface EventEntry {
  /** `PerformanceEventTiming.interactionId`: the same for the events of one tap or one key press. */
  interactionId: number;
  /** 'pointerdown', 'click', 'keydown', … */
  name: string;
  /** When the event happened (its hardware timestamp), in ms since the page's time origin. */
  startTime: number;
  /** From `startTime` to the next paint after its handlers ran, rounded to 8 ms by the browser. */
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** One tap or key press: its events' earliest start and their longest duration (how Core Web Vitals read it). */
export interface Interaction {
  id: number;
  startTime: number;
  duration: number;
  /** The longest of its events' delays before their handlers ran (input delay). */
  inputDelay: number;
  events: string[];
}

export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = byId.get(entry.interactionId);
    const inputDelay = entry.processingStart - entry.startTime;
    if (known) {
      known.startTime = Math.min(known.startTime, entry.startTime);
      known.duration = Math.max(known.duration, entry.duration);
      known.inputDelay = Math.max(known.inputDelay, inputDelay);
      if (!known.events.includes(entry.name)) known.events.push(entry.name);
    } else {
      byId.set(entry.interactionId, {
        id: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        inputDelay,
        events: [entry.name],
      });
    }
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/**
 * The interactions of each step, by when they happened: a step owns what started from its own start (less
 * `slack`, for clocks read in two processes) until the next step's. `starts` are in the page's time (ms since its
 * time origin), in order.
 */
export function interactionsPerStep(
  interactions: readonly Interaction[],
  starts: readonly number[],
  slack = 2,
): Interaction[][] {
  return starts.map((start, index) => {
    const end = index + 1 < starts.length ? starts[index + 1]! - slack : Number.POSITIVE_INFINITY;
    return interactions.filter((interaction) => interaction.startTime >= start - slack && interaction.startTime < end);
  });
}

/**
 * The p-th percentile by the nearest-rank method (the smallest value with at least p % of the values at or below
 * it): of 5 runs, the 75th percentile is the 4th smallest. Undefined for no values.
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  if (p <= 0 || p > 100) throw new RangeError(`A percentile between 0 (excluded) and 100, not ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

/** The figures of one step over its runs: each run's longest interaction, then their worst and 75th percentile. */
export interface StepFigures {
  runs: number;
  worst: number;
  p75: number;
  /** Each run's longest interaction in the step, in run order (0: none reached the browser's 16 ms threshold). */
  perRun: number[];
}

export function stepFigures(perRun: readonly number[]): StepFigures {
  return {
    runs: perRun.length,
    worst: perRun.length ? Math.max(...perRun) : 0,
    p75: percentile(perRun, 75) ?? 0,
    perRun: [...perRun],
  };
}

/** The longest interaction of a step (0 when none was reported: all were under the 16 ms threshold). */
export function longest(interactions: readonly Interaction[]): number {
  return interactions.reduce((most, interaction) => Math.max(most, interaction.duration), 0);
}

/** Command-line options of the benchmark: `--runs 5`, `--only /book-now,/contact`, `--skip-build`, … */
export interface InpOptions {
  runs: number;
  /** Pages to measure (their paths as printed); all when undefined. */
  only?: string[];
  /** Delays of the first tap after the page's load event, in ms. */
  delays: number[];
  skipBuild: boolean;
  port: number;
  backendPort: number;
  cpuSlowdown: number;
  out?: string;
  /** A build to serve instead of dist/ (an earlier build kept for a comparison); implies no build. */
  dist?: string;
  /** Record a performance trace of every run (open it in DevTools' Performance panel). */
  trace: boolean;
}

export function parseInpOptions(argv: readonly string[]): InpOptions {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    if (index < 0) return undefined;
    const given = argv[index + 1];
    if (given === undefined || given.startsWith('--')) throw new Error(`--${name} needs a value`);
    return given;
  };
  const number = (name: string, fallback: number, check: (n: number) => boolean) => {
    const given = value(name);
    if (given === undefined) return fallback;
    const parsed = Number(given);
    if (!Number.isFinite(parsed) || !check(parsed)) throw new Error(`--${name}: not a valid value: ${given}`);
    return parsed;
  };
  const port = number('port', 4591, (n) => Number.isInteger(n) && n > 0 && n < 65_536);
  const delays = value('delays')
    ?.split(',')
    .map((delay) => Number(delay.trim()));
  if (delays?.some((delay) => !Number.isFinite(delay) || delay < 0)) {
    throw new Error(`--delays: milliseconds after load, as in 300,1500,6000, not ${value('delays')}`);
  }
  return {
    runs: number('runs', 5, (n) => Number.isInteger(n) && n >= 1),
    only: value('only')
      ?.split(',')
      .map((path) => path.trim())
      .filter(Boolean),
    delays: delays ?? [300, 1500, 6000],
    skipBuild: argv.includes('--skip-build') || value('dist') !== undefined,
    port,
    backendPort: number(
      'backend-port',
      port + 50_000 < 65_536 ? port + 50_000 : port + 1,
      (n) => Number.isInteger(n) && n > 0 && n < 65_536 && n !== port,
    ),
    cpuSlowdown: number('cpu', 4, (n) => n >= 1),
    out: value('out'),
    dist: value('dist'),
    trace: argv.includes('--trace'),
  };
}
