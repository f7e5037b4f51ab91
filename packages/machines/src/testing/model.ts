/**
 * Model-based testing for the package's machines: `@xstate/graph` walks the machine's own graph, and each
 * generated path is replayed on a real actor whose I/O actors are test doubles. Used by the
 * `*.model.test.ts` files only; not exported from the package.
 *
 * How the paths are made: `getAdjacencyMap` explores the machine breadth-first from its initial snapshot,
 * trying the events `events(snapshot)` returns (user events, and the outcomes of the actors running in that
 * snapshot). `serializeState` maps a snapshot to the abstract state that matters (e.g. "which check fails
 * first" instead of every form value) so that the graph is finite. The breadth-first tree gives one concrete
 * path to each abstract state; every edge leaving that state becomes a test: the path, then the edge.
 * Therefore every reachable state and every transition the events can trigger is replayed.
 *
 * What each test checks after every step: the real actor's state value and context equal the model's, the
 * invariants registered for each active leaf state hold, and the side effects the step produced (toasts,
 * navigation, alerts) are exactly what the oracle expects. `assertCoverage` then fails when a state node or a
 * transition of the machine was never exercised, or a leaf state has no invariant: a new state that no test
 * reaches fails the suite.
 */
import { getAdjacencyMap } from '@xstate/graph';
import { expect, vi } from 'vitest';
import {
  type Actor,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  fromCallback,
  fromPromise,
  getNextTransitions,
  initialTransition,
} from 'xstate';

/** A side effect the machine asked for: a named action and its parameters. */
export interface Effect {
  type: string;
  params?: unknown;
}

/** Promise actors whose outcome the test decides, by actor id. */
export class ActorDoubles {
  readonly calls: { src: string; id: string; input: unknown }[] = [];
  private readonly pending = new Map<string, { resolve(output: unknown): void; reject(error: unknown): void }>();

  logic(src: string) {
    return fromPromise<unknown, unknown>(
      ({ input, self }) =>
        new Promise((resolve, reject) => {
          this.calls.push({ src, id: self.id, input });
          this.pending.set(self.id, { resolve, reject });
        }),
    );
  }

  isPending(id: string) {
    return this.pending.has(id);
  }

  callsOf(src: string) {
    return this.calls.filter((call) => call.src === src);
  }

  resolve(id: string, output?: unknown) {
    this.take(id).resolve(output);
  }

  reject(id: string, error: unknown) {
    this.take(id).reject(error);
  }

  private take(id: string) {
    const call = this.pending.get(id);
    if (!call) throw new Error(`No call of "${id}" is pending`);
    this.pending.delete(id);
    return call;
  }
}

/** A callback actor double: the test sends through `sendBack` as the real subscription would. */
export class CallbackDouble {
  sendBack: ((event: AnyEventObject) => void) | null = null;
  starts = 0;
  stops = 0;

  logic() {
    return fromCallback(({ sendBack }) => {
      this.starts += 1;
      this.sendBack = sendBack;
      return () => {
        this.stops += 1;
        this.sendBack = null;
      };
    });
  }

  send(event: AnyEventObject) {
    if (!this.sendBack) throw new Error('The subscription is not running');
    this.sendBack(event);
  }
}

/** Lets resolved promises reach their actors. */
export async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

export function doneEvent(actorId: string, output?: unknown): AnyEventObject {
  return { type: `xstate.done.actor.${actorId}`, output, actorId };
}

export function errorEvent(actorId: string, error: unknown): AnyEventObject {
  return { type: `xstate.error.actor.${actorId}`, error, actorId };
}

/** A stable name for a transition definition, the same across `provide()` copies of a machine. */
function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const list: AnyTransitionDefinition[] =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id} on "${transition.eventType || 'always'}" #${list.indexOf(transition)}`;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}

function allTransitionKeys(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

/** The path of a state node below the root, e.g. 'idle.editing'. */
const statePath = (node: AnyStateNode) => node.path.join('.');

function serializeEvent(event: AnyEventObject): string {
  return JSON.stringify(event, (_, value) =>
    value instanceof Error ? { error: value.name, message: value.message } : (value as unknown),
  );
}

export interface ModelSystem {
  actor: Actor<AnyStateMachine>;
  doubles: ActorDoubles;
  subscription: CallbackDouble;
  /** Side effects, in order. */
  effects: Effect[];
}

export interface ModelStep {
  /** The snapshot the event was applied to (the model's). */
  before: AnyMachineSnapshot;
  event: AnyEventObject;
  /** The snapshot the model expects after the event. */
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  description: string;
  steps: ModelStep[];
}

export interface ModelSpec {
  machine: AnyStateMachine;
  input?: unknown;
  /** Promise actors replaced by doubles, by `src`. */
  actors: readonly string[];
  /** A callback actor replaced by a `CallbackDouble` (the auth subscription). */
  subscription?: string;
  /** Side-effect actions recorded as effects. */
  effects: readonly string[];
  /** The user events to try in a snapshot. */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /**
   * The outcomes to try for a running actor, by `src`: each becomes a done or error event. Delayed
   * transitions are tried as well; their default replay runs the pending timers (use fake timers).
   */
  outcomes?: Record<string, { done?: unknown[]; error?: unknown[] }>;
  /** The abstract state: what distinguishes two snapshots for this model. Defaults to the whole context. */
  abstract?: (snapshot: AnyMachineSnapshot) => unknown;
  /** What must hold in each leaf state, keyed by its path ('idle.editing'); every leaf needs one. */
  states: Record<string, (system: ModelSystem, step: ModelStep) => void>;
  /** The side effects a step must produce, exactly (an effect type listed in `effects` but not here fails). */
  oracle?: (step: ModelStep) => Effect[];
  /** Replays an event the default way cannot (e.g. a delay). Return true when handled. */
  execute?: (system: ModelSystem, step: ModelStep) => boolean | Promise<boolean>;
  /** Transition keys exercised elsewhere (unit tests) that the model's events cannot reach. */
  excludeTransitions?: readonly string[];
}

export interface Model {
  paths: ModelPath[];
  run(path: ModelPath): Promise<void>;
  /** Fails on a state node or transition that no path exercised, counting the paths of `others` too. */
  assertCoverage(...others: Model[]): void;
  /** What the paths run so far exercised. */
  coverage: { states: Set<string>; transitions: Set<string> };
  /** Every transition key of the machine, for `excludeTransitions`. */
  transitionKeys: string[];
}

/**
 * The paths a model checks: one to every transition of the machine's abstract state graph (events, the invoked
 * actors' outcomes and fired timers), each along the breadth-first tree; a path that begins a longer one is left out.
 */
function modelPaths(
  spec: ModelSpec,
  serializeState: (snapshot: AnyMachineSnapshot) => string,
  initial: AnyMachineSnapshot,
): ModelPath[] {
  const { machine } = spec;
  const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const outcomes: AnyEventObject[] = [];
    for (const [id, child] of Object.entries(snapshot.children as Record<string, { src?: unknown }>)) {
      const outcome = typeof child.src === 'string' ? spec.outcomes?.[child.src] : undefined;
      for (const output of outcome?.done ?? []) outcomes.push(doneEvent(id, output));
      for (const error of outcome?.error ?? []) outcomes.push(errorEvent(id, error));
    }
    // A delayed transition is an outcome too: its timer fires. `getNextTransitions` lists every transition of
    // the active states, guarded or not, `after` ones under their `xstate.after.<delay>.<state id>` event.
    const delayed = new Set(getNextTransitions(snapshot).map((transition) => transition.eventType));
    for (const type of delayed) if (type.startsWith('xstate.after.')) outcomes.push({ type });
    return [...spec.events(snapshot), ...outcomes];
  };

  const adjacency = getAdjacencyMap(
    machine as AnyActorLogic,
    {
      events,
      serializeState,
      serializeEvent,
      input: spec.input,
    } as unknown as Parameters<typeof getAdjacencyMap>[1],
  );

  // Rebuild the breadth-first tree: the first edge that reached an abstract state is the one whose
  // snapshot became that state's representative, so replaying the tree's events yields it exactly.
  const treePaths = new Map<string, ModelStep[]>([[serializeState(initial), []]]);
  const entries = Object.entries(adjacency) as [
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> },
  ][];
  for (const [key, { state, transitions }] of entries) {
    const head = treePaths.get(key);
    if (!head) throw new Error(`Unreachable state in the adjacency map: ${key}`);
    for (const { event, state: next } of Object.values(transitions)) {
      const nextKey = serializeState(next);
      if (!treePaths.has(nextKey)) treePaths.set(nextKey, [...head, { before: state, event, state: next }]);
    }
  }

  const candidates: ModelPath[] = [];
  for (const [key, { state, transitions }] of entries) {
    const head = treePaths.get(key) ?? [];
    for (const { event, state: next } of Object.values(transitions)) {
      const steps = [...head, { before: state, event, state: next }];
      candidates.push({ description: describePath(steps), steps });
    }
  }
  // A path that is the beginning of a longer one is checked by the longer one.
  const sequences = new Set<string>();
  const paths: ModelPath[] = [];
  for (const path of [...candidates].sort((a, b) => b.steps.length - a.steps.length)) {
    const sequence = path.steps.map((step) => serializeEvent(step.event)).join(' > ');
    if (sequences.has(sequence)) continue;
    let prefix = '';
    for (const step of path.steps) {
      prefix = prefix ? `${prefix} > ${serializeEvent(step.event)}` : serializeEvent(step.event);
      sequences.add(prefix);
    }
    paths.push(path);
  }
  paths.reverse();
  return paths;
}

export function createModel(spec: ModelSpec): Model {
  const { machine } = spec;
  const leaves = allStateNodes(machine.root).filter((node) => node.type === 'atomic' || node.type === 'final');
  const missing = leaves.map(statePath).filter((path) => !(path in spec.states));
  if (missing.length > 0) throw new Error(`No invariant for the leaf state(s) ${missing.join(', ')}`);

  const serializeState = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, state: spec.abstract ? spec.abstract(snapshot) : snapshot.context });

  const [initial] = initialTransition(machine, spec.input);
  const paths = modelPaths(spec, serializeState, initial);

  const visitedStates = new Set<string>();
  const takenTransitions = new Set<string>();

  function createSystem(): ModelSystem {
    const doubles = new ActorDoubles();
    const subscription = new CallbackDouble();
    const effects: Effect[] = [];
    const actors: Record<string, AnyActorLogic> = Object.fromEntries(
      spec.actors.map((src) => [src, doubles.logic(src)]),
    );
    if (spec.subscription) actors[spec.subscription] = subscription.logic();
    const actions = Object.fromEntries(
      spec.effects.map((type) => [type, (_: unknown, params: unknown) => effects.push({ type, params })]),
    );
    const provided = machine.provide({ actors, actions } as Parameters<AnyStateMachine['provide']>[0]);
    const actor: Actor<AnyStateMachine> = createActor(provided, {
      input: spec.input,
      inspect: (inspection) => {
        // The machine's own microsteps (not its children's), including those of its initial snapshot, which are
        // inspected before `createActor` returns: an initial state left by an eventless transition.
        if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
        for (const transition of inspection._transitions) takenTransitions.add(transitionKey(transition));
      },
    });
    return { actor, doubles, subscription, effects };
  }

  async function execute(system: ModelSystem, step: ModelStep) {
    if (spec.execute && (await spec.execute(system, step))) return;
    const { event } = step;
    if (event.type.startsWith('xstate.done.actor.')) system.doubles.resolve(event.actorId, event.output);
    else if (event.type.startsWith('xstate.error.actor.')) system.doubles.reject(event.actorId, event.error);
    else if (event.type.startsWith('xstate.after.')) vi.runOnlyPendingTimers();
    else system.actor.send(event);
    await flush();
  }

  function check(system: ModelSystem, step: ModelStep, where: string) {
    const actual = system.actor.getSnapshot() as AnyMachineSnapshot;
    expect(actual.status, where).toBe(step.state.status);
    expect(actual.value, where).toEqual(step.state.value);
    expect(actual.context, where).toEqual(step.state.context);
    for (const node of actual._nodes as AnyStateNode[]) {
      visitedStates.add(node.id);
      if (node.type === 'atomic' || node.type === 'final') spec.states[statePath(node)]?.(system, step);
    }
  }

  async function run(path: ModelPath) {
    const system = createSystem();
    system.actor.start();
    await flush();
    check(system, { before: initial, event: { type: 'xstate.init' }, state: initial }, 'initial state');
    system.effects.length = 0;
    for (const [index, step] of path.steps.entries()) {
      const where = `step ${index + 1}: ${describeEvent(step.event)}`;
      await execute(system, step);
      check(system, step, where);
      if (spec.oracle) expect(system.effects, `effects of ${where}`).toEqual(spec.oracle(step));
      system.effects.length = 0;
    }
    system.actor.stop();
  }

  const transitionKeys = allTransitionKeys(machine);

  const coverage = { states: visitedStates, transitions: takenTransitions };

  function assertCoverage(...others: Model[]) {
    const visited = (id: string) => [coverage, ...others.map((other) => other.coverage)].some((c) => c.states.has(id));
    const taken = (key: string) =>
      [coverage, ...others.map((other) => other.coverage)].some((c) => c.transitions.has(key));
    const unvisited = allStateNodes(machine.root)
      .map((node) => node.id)
      .filter((id) => !visited(id));
    expect(unvisited, 'state nodes no path reached').toEqual([]);
    const excluded = new Set(spec.excludeTransitions ?? []);
    const untaken = transitionKeys.filter((key) => !taken(key) && !excluded.has(key));
    expect(untaken, 'transitions no path took').toEqual([]);
  }

  return { paths, run, assertCoverage, coverage, transitionKeys };
}

function describeEvent(event: AnyEventObject): string {
  const { type, ...rest } = event;
  const short = type.replace(/^xstate\.(done|error)\.actor\./, (_, kind: string) => `${kind}:`);
  const detail = Object.keys(rest).length > 0 ? ` ${serializeEvent(rest as AnyEventObject)}` : '';
  return `${short}${detail}`.slice(0, 90);
}

function describePath(steps: ModelStep[]): string {
  const last = steps[steps.length - 1];
  const value = last ? JSON.stringify(last.state.value) : 'initial';
  return `${steps.map((step) => describeEvent(step.event).split(' ')[0]).join(' → ')} ⇒ ${value}`;
}
