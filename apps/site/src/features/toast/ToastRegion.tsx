import { t } from '@lingui/core/macro';
import { toastMachine } from '@sparkle/machines';
import { Toaster } from '@sparkle/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { machineText } from '../../i18n/machineMessages';
import { connectToastListener } from './notify';

/** The toast statechart keeps time (pausing on hover/focus); the Toaster only shows and announces. */
export default function ToastRegion() {
  const actor = useActorRef(toastMachine, { input: {} });
  const current = useSelector(actor, (snapshot) => snapshot.context.current);
  useEffect(() => connectToastListener((toast) => actor.send({ type: 'toast.show', toast })), [actor]);
  return (
    <Toaster
      // The machine keeps time: the Toaster's own timer is switched off, for the toast and by default.
      // The machines' toasts are in English (packages/machines/src/messages.ts): shown in the page's language.
      toast={
        current && {
          ...current,
          title: machineText(current.title),
          description: current.description === undefined ? undefined : machineText(current.description),
          duration: Number.POSITIVE_INFINITY,
        }
      }
      duration={Number.POSITIVE_INFINITY}
      closeLabel={t`Dismiss notification`}
      onDismiss={() => actor.send({ type: 'toast.dismiss' })}
      onPauseChange={(paused) => actor.send({ type: paused ? 'toast.pause' : 'toast.resume' })}
    />
  );
}
