import { delay } from '@sparkle/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  __unsafe_getAllOwnEventDescriptors as eventTypesOf,
  fromPromise,
  type InspectionEvent,
  pathToStateValue,
} from 'xstate';
import { css, stylesheet } from './explorerStyles';

/** How the explorer's stubbed actors answer; the explorer's radio buttons change it while it runs. */
export interface StubControl {
  outcome: string;
  /** Milliseconds a stub takes, so that pending states can be seen. */
  delay: number;
}

/**
 * A stubbed promise actor: after `control.delay` it resolves with `output` (or `output(input)`), unless the
 * outcome chosen in the explorer names one of `errors`, which it then rejects with.
 */
export function stub<TOutput, TInput = unknown>(
  control: StubControl,
  output: TOutput | ((input: TInput) => TOutput),
  errors: Record<string, unknown> = { fail: new Error('Stubbed failure') },
) {
  return fromPromise<TOutput, TInput>(async ({ input, signal }) => {
    await delay(control.delay, signal);
    if (control.outcome in errors) throw errors[control.outcome];
    return typeof output === 'function' ? (output as (value: TInput) => TOutput)(input) : output;
  });
}

/** A named sequence of events, offered as one button ("Fill in a valid booking"). */
export interface Scenario {
  label: string;
  events: AnyEventObject[];
}

export interface MachineExplorerProps {
  /** Heading of the page. */
  title: string;
  /** Builds the machine with its actors stubbed; `control` is what the outcome buttons change. */
  machine: (control: StubControl) => AnyStateMachine;
  input?: unknown;
  /** Example payload of an event type (without `type`), editable as JSON before sending. */
  payloads?: Record<string, Record<string, unknown>>;
  scenarios?: Scenario[];
  /** Outcomes of the stubbed actors, the first being the default; 'succeed' resolves. */
  outcomes?: string[];
  /** How long the stubs take; 400 ms by default. */
  stubDelay?: number;
}

interface LogEntry {
  id: number;
  type: string;
  params: unknown;
}

const json = (value: unknown) =>
  JSON.stringify(value, (_, item) => (item instanceof Error ? { error: item.name, message: item.message } : item), 2);

/** The event types a user can send now: the machine's own, not XState's internal ones. */
function userEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(eventTypesOf(snapshot))].filter((type) => !type.startsWith('xstate.') && !type.includes('*'));
}

function eventLabel(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (type === '') return 'always';
  if (type.startsWith('xstate.done.actor.')) return `done: ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `error: ${type.slice('xstate.error.actor.'.length)}`;
  if (type.startsWith('xstate.after.')) return `after ${type.split('.')[2]}`;
  return type;
}

function guardLabel(transition: AnyTransitionDefinition): string | null {
  const { guard } = transition as { guard?: unknown };
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'guard';
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    if (typeof action === 'string') return [action];
    if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string') {
      return [action.type];
    }
    return [];
  });
}

const transitionKey = (transition: AnyTransitionDefinition, index: number) =>
  `${(transition.source as AnyStateNode).id}|${index}`;

/**
 * A page to explore a statechart: the chart, drawn from the machine's own definition (so it cannot drift
 * from the code), with the active states highlighted; the events the machine takes now, as buttons; and the
 * current state value, context and side effects. Actors are stubs whose outcome can be switched.
 */
export function MachineExplorer({
  title,
  machine: build,
  input,
  payloads = {},
  scenarios = [],
  outcomes = ['succeed', 'fail'],
  stubDelay = 400,
}: MachineExplorerProps) {
  const [control] = useState<StubControl>(() => ({ outcome: outcomes[0] ?? 'succeed', delay: stubDelay }));
  const [machine] = useState(() => build(control));
  const [outcome, setOutcome] = useState(control.outcome);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [run, setRun] = useState(0);
  const id = useId();

  const inspect = useCallback(
    (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.action' || inspection.actorRef.sessionId !== inspection.rootId) return;
      const { type, params } = inspection.action;
      const implementation = (machine.implementations.actions as Record<string, { type?: unknown }>)[type];
      // Context updates and XState's own actions are visible in the context already.
      if (type.startsWith('xstate.') || typeof implementation?.type === 'string') return;
      setLog((entries) => [{ id: (entries[0]?.id ?? 0) + 1, type, params }, ...entries].slice(0, 12));
    },
    [machine],
  );

  return (
    <div className={css.root}>
      <style>{stylesheet}</style>
      <h2 className={css.title}>{title} statechart</h2>
      <Session key={run} machine={machine} input={input} inspect={inspect} payloads={payloads} scenarios={scenarios}>
        <fieldset className={css.fieldset}>
          <legend>Stubbed actors</legend>
          {outcomes.length < 2 && <span className={css.meta}>always {outcomes[0] ?? 'succeed'}</span>}
          {outcomes.length > 1 &&
            outcomes.map((name) => (
              <label key={name}>
                <input
                  type="radio"
                  name={`${id}-outcome`}
                  value={name}
                  checked={outcome === name}
                  onChange={() => {
                    control.outcome = name;
                    setOutcome(name);
                  }}
                />{' '}
                {name}
              </label>
            ))}
          <button
            type="button"
            className={css.secondaryButton}
            onClick={() => {
              setLog([]);
              setRun((value) => value + 1);
            }}
          >
            Restart the machine
          </button>
        </fieldset>
        <section aria-labelledby={`${id}-effects`}>
          <h3 id={`${id}-effects`} className={css.heading}>
            Side effects (newest first)
          </h3>
          {log.length === 0 ? (
            <p className={css.meta}>None yet.</p>
          ) : (
            <ol className={css.log} aria-label="Side effects">
              {log.map((entry) => (
                <li key={entry.id}>
                  <pre className={css.code}>
                    {entry.type}
                    {entry.params === undefined ? '' : ` ${json(entry.params)}`}
                  </pre>
                </li>
              ))}
            </ol>
          )}
        </section>
      </Session>
    </div>
  );
}

interface SessionProps {
  machine: AnyStateMachine;
  input: unknown;
  inspect: (inspection: InspectionEvent) => void;
  payloads: Record<string, Record<string, unknown>>;
  scenarios: Scenario[];
  /** The explorer's own controls and log, which outlive a restart. */
  children: ReactNode;
}

/** One run of the machine: remounted by "Restart the machine". */
function Session({ machine, input, inspect, payloads, scenarios, children }: SessionProps) {
  const actorRef = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actorRef, (current) => current as AnyMachineSnapshot);
  const available = new Set(userEventTypes(snapshot));
  const id = useId();

  return (
    <>
      <Chart machine={machine} snapshot={snapshot} />
      <div className={css.panel}>
        <section aria-labelledby={`${id}-state`}>
          <h3 id={`${id}-state`} className={css.heading}>
            Current state
          </h3>
          <output className={css.code} aria-live="polite" data-testid="state-value">
            {json(snapshot.value)}
            {snapshot.status === 'active' ? '' : ` (${snapshot.status})`}
          </output>
        </section>
        {scenarios.length > 0 && (
          <section aria-labelledby={`${id}-scenarios`}>
            <h3 id={`${id}-scenarios`} className={css.heading}>
              Scenarios
            </h3>
            <div className={css.buttonRow}>
              {scenarios.map((scenario) => (
                <button
                  key={scenario.label}
                  type="button"
                  className={css.secondaryButton}
                  onClick={() => {
                    for (const event of scenario.events) actorRef.send(event);
                  }}
                >
                  {scenario.label}
                </button>
              ))}
            </div>
          </section>
        )}
        <section aria-labelledby={`${id}-events`}>
          <h3 id={`${id}-events`} className={css.heading}>
            Events it takes now
          </h3>
          {available.size === 0 ? (
            <p className={css.meta}>None: the machine is waiting for an actor, or it is done.</p>
          ) : (
            <ul className={css.events}>
              {[...available].map((type) => (
                <EventControl
                  key={type}
                  type={type}
                  payload={payloads[type]}
                  onSend={(event) => actorRef.send(event)}
                />
              ))}
            </ul>
          )}
        </section>
        {children}
        <section aria-labelledby={`${id}-context`}>
          <h3 id={`${id}-context`} className={css.heading}>
            Context
          </h3>
          <pre className={css.code} data-testid="context">
            {json(snapshot.context)}
          </pre>
        </section>
      </div>
    </>
  );
}

function EventControl({
  type,
  payload,
  onSend,
}: {
  type: string;
  payload: Record<string, unknown> | undefined;
  onSend: (event: AnyEventObject) => void;
}) {
  const id = useId();
  const [text, setText] = useState(() => (payload ? JSON.stringify(payload) : ''));
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <li className={css.eventRow}>
      {payload && (
        <>
          <label className={css.label} htmlFor={id}>
            Payload of {type} (JSON)
          </label>
          <textarea
            id={id}
            className={css.textarea}
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
        </>
      )}
      <button
        type="button"
        className={css.button}
        onClick={() => {
          try {
            const data = text.trim() ? (JSON.parse(text) as Record<string, unknown>) : {};
            setProblem(null);
            onSend({ ...data, type });
          } catch (error) {
            setProblem(`Not valid JSON: ${(error as Error).message}`);
          }
        }}
      >
        Send {type}
      </button>
      {problem && (
        <p role="alert" className={css.error}>
          {problem}
        </p>
      )}
    </li>
  );
}

interface Arrow {
  key: string;
  transition: string;
  d: string;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

/** The statechart: nested state boxes with their transitions, and arrows to the targets. */
function Chart({ machine, snapshot }: { machine: AnyStateMachine; snapshot: AnyMachineSnapshot }) {
  const container = useRef<HTMLElement>(null);
  const [arrows, setArrows] = useState<Arrow[]>([]);
  const id = useId();
  const markerId = `${id}-arrow`;
  const isActive = (node: AnyStateNode) =>
    node.parent === undefined || snapshot.matches(pathToStateValue(node.path) as never);
  const available = new Set(userEventTypes(snapshot));
  const availableTransitions = new Set(
    allNodes(machine.root)
      .filter(isActive)
      .flatMap((node) =>
        transitionsOf(node).flatMap((transition, index) =>
          available.has(transition.eventType) ? [transitionKey(transition, index)] : [],
        ),
      ),
  );

  // Arrows are measured from the laid-out boxes, so they follow any wrapping of the chart; every box is
  // observed because a box grows when it turns active.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const origin = element.getBoundingClientRect();
      const next: Arrow[] = [];
      for (const row of element.querySelectorAll<HTMLElement>('[data-transition]')) {
        const from = row.getBoundingClientRect();
        for (const targetId of (row.dataset.targets ?? '').split(' ').filter(Boolean)) {
          const to = element.querySelector(`[data-state-id="${CSS.escape(targetId)}"]`)?.getBoundingClientRect();
          if (!to) continue;
          // Enter the target from above, below or the side that faces the label; leave the label on that side.
          const left = to.left - origin.left;
          const right = to.right - origin.left;
          const leftward = right <= from.left - origin.left;
          const x1 = (leftward ? from.left : from.right) - origin.left + (leftward ? -4 : 4);
          const y1 = from.top + from.height / 2 - origin.top;
          const below = !leftward && to.top >= from.bottom;
          const above = !leftward && to.bottom <= from.top;
          const x2 = below || above ? Math.min(Math.max(x1, left + 16), right - 16) : leftward ? right : left;
          const y2 = (below ? to.top : above ? to.bottom : to.top + Math.min(18, to.height / 2)) - origin.top;
          const reach = Math.max(30, Math.min(80, Math.abs(y2 - y1) / 2, Math.abs(x2 - x1) / 2 + 20));
          const cx1 = leftward ? x1 - reach : x1 + reach;
          const [cx2, cy2] = below
            ? [x2, y2 - reach]
            : above
              ? [x2, y2 + reach]
              : [leftward ? x2 + reach : x2 - reach, y2];
          const transition = row.dataset.transition ?? '';
          next.push({
            key: `${transition}-${targetId}`,
            transition,
            d: `M ${x1} ${y1} C ${cx1} ${y1}, ${cx2} ${cy2}, ${x2} ${y2}`,
          });
        }
      }
      setArrows(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const box of element.querySelectorAll('[data-state-id]')) observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <figure className={css.chart} ref={container} aria-labelledby={`${id}-chart`}>
      <figcaption id={`${id}-chart`} className={css.meta}>
        Drawn from the definition of <code>{machine.id}</code>. ● marks an initial state; bold transitions are the ones
        the current state takes; [guards] in brackets.
      </figcaption>
      <StateBox node={machine.root} isActive={isActive} availableTransitions={availableTransitions} />
      <svg className={css.arrows} aria-hidden="true">
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
          </marker>
        </defs>
        {arrows.map((arrow) => (
          <path
            key={arrow.key}
            d={arrow.d}
            fill="none"
            className={availableTransitions.has(arrow.transition) ? css.arrowAvailable : css.arrow}
            markerEnd={`url(#${markerId})`}
          />
        ))}
      </svg>
    </figure>
  );
}

function StateBox({
  node,
  isActive,
  availableTransitions,
}: {
  node: AnyStateNode;
  isActive: (node: AnyStateNode) => boolean;
  availableTransitions: Set<string>;
}): ReactNode {
  const active = isActive(node);
  const parent = node.parent;
  const initial = parent !== undefined && parent.type !== 'parallel' && parent.config.initial === node.key;
  const kind = node.type === 'final' ? 'final' : parent?.type === 'parallel' ? 'parallel-region' : node.type;
  const children = Object.values(node.states) as AnyStateNode[];
  const transitions = transitionsOf(node);
  const invokes = node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id));
  const entry = actionNames(node.entry);
  const name = parent === undefined ? `${node.id} (root)` : node.key;
  const description = [
    node.type === 'parallel' ? 'parallel' : null,
    node.type === 'final' ? 'final' : null,
    initial ? 'initial' : null,
    active ? 'active' : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div
      className={css.stateBox}
      data-state-id={node.id}
      data-active={active}
      data-kind={kind}
      role="group"
      aria-label={`State ${name}${description ? ` (${description})` : ''}`}
    >
      <div className={css.stateName}>
        {initial && <span className={css.initialMarker} aria-hidden="true" />}
        <span>{name}</span>
        {node.type === 'parallel' && <span className={css.meta}>parallel</span>}
        {node.type === 'final' && <span className={css.meta}>final</span>}
        {active && parent !== undefined && <span className={css.badge}>active</span>}
      </div>
      {(invokes.length > 0 || entry.length > 0) && (
        <div className={css.meta}>
          {invokes.length > 0 && <div>invoke: {invokes.join(', ')}</div>}
          {entry.length > 0 && <div>entry: {entry.join(', ')}</div>}
        </div>
      )}
      {transitions.length > 0 && (
        <ul className={css.transitions} aria-label={`Transitions of ${name}`}>
          {transitions.map((transition, index) => {
            const guard = guardLabel(transition);
            const targets = (transition.target ?? []) as AnyStateNode[];
            const takesNow = availableTransitions.has(transitionKey(transition, index));
            return (
              <li
                key={transitionKey(transition, index)}
                className={css.transition}
                data-transition={transitionKey(transition, index)}
                data-targets={targets.map((target) => target.id).join(' ')}
                data-available={takesNow}
              >
                {eventLabel(transition)}
                {guard && <span className={css.guard}> [{guard}]</span>}
                {' → '}
                {targets.length > 0 ? targets.map((target) => target.key).join(', ') : '(stays)'}
              </li>
            );
          })}
        </ul>
      )}
      {children.length > 0 && (
        <div className={css.children}>
          {children.map((child) => (
            <StateBox key={child.id} node={child} isActive={isActive} availableTransitions={availableTransitions} />
          ))}
        </div>
      )}
    </div>
  );
}
