import { lazy, Suspense, useEffect, useState } from 'react';
import { withTexts } from '../../i18n/catalogueReady';
import { onFirstNotification } from './notify';

const ToastRegion = lazy(() => withTexts(import('./ToastRegion')));

/**
 * Mount once at the root. Renders nothing (not even the live regions) until the first notification, then loads
 * the toast statechart and the Toaster; from then on the regions stay in the DOM so later toasts are announced.
 */
export function ToastViewport() {
  const [active, setActive] = useState(false);
  useEffect(() => onFirstNotification(() => setActive(true)), []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
