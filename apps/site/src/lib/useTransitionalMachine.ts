import { useActorRef } from '@xstate/react';
import { startTransition, useEffect, useState } from 'react';
import type { Actor, ActorOptions, AnyStateMachine, SnapshotFrom } from 'xstate';

/**
 * `useMachine` for a page without text fields, whose every new state React renders as a transition: in slices
 * that a tap or a key can come between, not in one task. `useMachine` reads the actor through
 * useSyncExternalStore, whose renders are never sliced: on a phone, the manage link's page rendering a booking that
 * has just arrived held the main thread for some 100 ms at a time. Not for forms that take typing: a controlled
 * field rendered in a transition lags behind the keys.
 */
export function useTransitionalMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
): [SnapshotFrom<TMachine>, Actor<TMachine>['send']] {
  // (useActorRef's options type asks, per machine, for what its input requires; `options` is the caller's.)
  const actor = useActorRef(machine, options as never);
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot() as SnapshotFrom<TMachine>);
  useEffect(() => {
    const show = (next: SnapshotFrom<TMachine>) => startTransition(() => setSnapshot(next));
    // What the actor did between the first render and this effect (it starts in an effect of useActorRef).
    show(actor.getSnapshot());
    const subscription = actor.subscribe(show);
    return () => subscription.unsubscribe();
  }, [actor]);
  return [snapshot, actor.send];
}
