import { providePhoneReader } from '@sparkle/machines';
import { whenIdle, yieldToInput } from '../../lib/tasks';

let loading: Promise<void> | undefined;

/**
 * Loads libphonenumber-js and its metadata (about 30 KB gzipped) for the booking statechart's phone check, once
 * the visitor reaches the phone field (`watchPhoneField`): not with the page, and not with the first tap on the
 * form, whose name field comes first. Until it arrives the check reads a number by its shape
 * (packages/machines/src/booking/phone.ts). The library and its metadata are evaluated a task each, at an idle
 * moment: a phone spends some tens of milliseconds on each, which a key typed meanwhile would otherwise wait for.
 */
export function loadPhoneMetadata(): Promise<void> {
  loading ??= whenIdle()
    .then(() => import('libphonenumber-js/core'))
    .then(async (core) => {
      await yieldToInput();
      const metadata = await import('libphonenumber-js/min/metadata');
      await yieldToInput();
      providePhoneReader({ parse: core.parsePhoneNumberFromString, metadata: metadata.default });
    })
    .catch((error: unknown) => {
      loading = undefined;
      console.error('The phone check could not load its data; numbers are read by their shape.', error);
    });
  return loading;
}

/**
 * Loads the phone check's data once the phone field under `form` is focused or holds something (typed before the
 * form came alive); returns what stops watching.
 */
export function watchPhoneField(form: HTMLElement): () => void {
  const isPhone = (target: EventTarget | null) => target instanceof HTMLInputElement && target.name === 'phone';
  const onFocus = (event: FocusEvent) => {
    if (!isPhone(event.target)) return;
    stop();
    void loadPhoneMetadata();
  };
  const stop = () => form.removeEventListener('focusin', onFocus);
  const field = form.querySelector<HTMLInputElement>('input[name="phone"]');
  if (field && (field.value !== '' || document.activeElement === field)) {
    void loadPhoneMetadata();
    return () => {};
  }
  form.addEventListener('focusin', onFocus);
  return stop;
}
