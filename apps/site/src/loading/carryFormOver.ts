/**
 * Keeps what a form holds across the language switch. The other language is another document, so
 * following the switch would lose what the visitor typed: on the click, the text fields of the page's forms are
 * kept in sessionStorage under the path of the page the switch leads to; once that page has hydrated, they are
 * filled back in by element id (the two languages render the same forms, so the same ids) and forgotten.
 *
 * Only what a person types: text, e-mail, phone and number inputs and text areas, not passwords, hidden
 * fields, or the honeypot (hidden from people). Choices (selects, checkboxes, dates) are left out: their
 * values are the page's own words or widgets, and the visitor sees them at a glance.
 */

/** One field kept: its element id and what it held. */
export interface CarriedField {
  id: string;
  value: string;
}

/** What of a form field this module reads (an input or a text area). */
export interface FieldLike {
  localName: string;
  type: string;
  id: string;
  value: string;
  disabled: boolean;
  readOnly: boolean;
  tabIndex: number;
  closest(selector: string): unknown;
}

import { carryKey } from './carryKey';

export { carryKey };

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const carriedInputTypes = new Set(['text', 'email', 'tel', 'number']);

/** How long a page may take to show the fields it was given (a form rendered after its data loads). */
const waitForFieldsMs = 5000;

/** Whether a field's value is carried over: one a person typed, with an id to find it again by. */
export function isCarriedField(field: FieldLike): boolean {
  if (!field.id || field.disabled || field.readOnly) return false;
  if (field.localName === 'input' && !carriedInputTypes.has(field.type)) return false;
  if (field.localName !== 'input' && field.localName !== 'textarea') return false;
  // The honeypot (HoneypotField): out of the tab order and hidden from assistive technology.
  if (field.tabIndex < 0 || field.closest('[aria-hidden="true"]')) return false;
  return true;
}

/** The values worth carrying: the carried fields that hold something. */
export function carriedValues(fields: Iterable<FieldLike>): CarriedField[] {
  const values: CarriedField[] = [];
  for (const field of fields) {
    if (isCarriedField(field) && field.value !== '') values.push({ id: field.id, value: field.value });
  }
  return values;
}

/** Keeps the page's form fields for the page at `targetPath` (the language switch's click). */
export function saveFormsFor(
  targetPath: string,
  root: ParentNode = document,
  storage: SessionStore = sessionStorage,
): void {
  const values = carriedValues(
    root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea'),
  );
  try {
    if (values.length > 0) storage.setItem(carryKey(targetPath), JSON.stringify(values));
    else storage.removeItem(carryKey(targetPath));
  } catch {
    // Storage full or refused (private browsing): the switch still works, the form starts empty.
  }
}

/** What was carried to `path`, taken out of storage (so it is filled in once at most). */
export function takeCarriedFields(path: string, storage: SessionStore = sessionStorage): CarriedField[] {
  let raw: string | null;
  try {
    raw = storage.getItem(carryKey(path));
    storage.removeItem(carryKey(path));
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is CarriedField =>
        typeof item === 'object' && item !== null && typeof item.id === 'string' && typeof item.value === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * Sets a field's value so that React hears it as typed: through the element class's own setter (React's value
 * tracker on the element does not see it), then the 'input' event React listens for.
 */
export function setFieldValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Fills in the carried fields the page has; returns those it has not (yet). A field that already holds
 * something (the page filled it itself) is left as it is.
 */
export function fillCarriedFields(
  fields: readonly CarriedField[],
  getElementById: (id: string) => unknown = (id) => document.getElementById(id),
): CarriedField[] {
  const missing: CarriedField[] = [];
  for (const carried of fields) {
    const element = getElementById(carried.id) as (FieldLike & (HTMLInputElement | HTMLTextAreaElement)) | null;
    if (!element || typeof element !== 'object' || !('localName' in element)) {
      missing.push(carried);
      continue;
    }
    if (isCarriedField(element) && element.value === '') setFieldValue(element, carried.value);
  }
  return missing;
}

/**
 * After the page has hydrated: fills in what the language switch carried to this page, then forgets it. Fields
 * that are not there yet are waited for a few seconds (a form shown once its data has loaded).
 */
export function restoreCarriedForms(path: string = window.location.pathname): void {
  let missing = fillCarriedFields(takeCarriedFields(path));
  if (missing.length === 0 || typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => {
    missing = fillCarriedFields(missing);
    if (missing.length === 0) stop();
  });
  const timer = window.setTimeout(() => stop(), waitForFieldsMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
