import { describe, expect, it } from 'vitest';
import {
  type CarriedField,
  carriedValues,
  carryKey,
  type FieldLike,
  fillCarriedFields,
  isCarriedField,
  takeCarriedFields,
} from './carryFormOver';

/** A field as the DOM has it, with a value accessor on its prototype as HTMLInputElement's. */
class FakeField extends EventTarget implements FieldLike {
  localName = 'input';
  type = 'text';
  id = 'name';
  disabled = false;
  readOnly = false;
  tabIndex = 0;
  hidden = false;
  #value = '';
  get value() {
    return this.#value;
  }
  set value(next: string) {
    this.#value = next;
  }
  closest(selector: string) {
    return selector === '[aria-hidden="true"]' && this.hidden ? {} : null;
  }
  constructor(props: Partial<FakeField> = {}) {
    super();
    Object.assign(this, props);
  }
}

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('carryFormOver', () => {
  it('keys by the path alone: no trailing slash, search or hash', () => {
    expect(carryKey('/ar/contact/')).toBe(carryKey('/ar/contact'));
    expect(carryKey('/ar/contact?x=1#form')).toBe(carryKey('/ar/contact'));
    expect(carryKey('/')).not.toBe(carryKey('/ar'));
  });

  it('carries what a person types, not passwords, hidden fields, choices or the honeypot', () => {
    expect(isCarriedField(new FakeField())).toBe(true);
    for (const type of ['email', 'tel', 'number']) expect(isCarriedField(new FakeField({ type }))).toBe(true);
    expect(isCarriedField(new FakeField({ localName: 'textarea', type: 'textarea' }))).toBe(true);
    for (const type of ['password', 'hidden', 'checkbox', 'radio', 'file', 'date', 'submit']) {
      expect(isCarriedField(new FakeField({ type }))).toBe(false);
    }
    expect(isCarriedField(new FakeField({ localName: 'select', type: 'select-one' }))).toBe(false);
    expect(isCarriedField(new FakeField({ id: '' }))).toBe(false);
    expect(isCarriedField(new FakeField({ disabled: true }))).toBe(false);
    expect(isCarriedField(new FakeField({ readOnly: true }))).toBe(false);
    // HoneypotField: tabIndex -1, inside aria-hidden.
    expect(isCarriedField(new FakeField({ tabIndex: -1 }))).toBe(false);
    expect(isCarriedField(new FakeField({ hidden: true }))).toBe(false);
  });

  it('keeps only the fields that hold something', () => {
    const fields = [
      new FakeField({ id: 'name', value: 'Fatima' }),
      new FakeField({ id: 'email', type: 'email', value: '' }),
      new FakeField({ id: 'password', type: 'password', value: 'secret' }),
      new FakeField({ id: 'message', localName: 'textarea', type: 'textarea', value: 'Hello\nthere' }),
    ];
    expect(carriedValues(fields)).toEqual([
      { id: 'name', value: 'Fatima' },
      { id: 'message', value: 'Hello\nthere' },
    ]);
  });

  it('hands what was carried to a path over once, and survives what is not its own', () => {
    const storage = new MemoryStorage();
    const carried: CarriedField[] = [{ id: 'name', value: 'Fatima' }];
    storage.setItem(carryKey('/ar/contact'), JSON.stringify(carried));
    expect(takeCarriedFields('/ar/contact/', storage)).toEqual(carried);
    expect(takeCarriedFields('/ar/contact', storage)).toEqual([]);
    storage.setItem(carryKey('/about'), '{not json');
    expect(takeCarriedFields('/about', storage)).toEqual([]);
    expect(storage.items.size).toBe(0);
    storage.setItem(carryKey('/about'), JSON.stringify([{ id: 1 }, { id: 'x', value: 'y' }]));
    expect(takeCarriedFields('/about', storage)).toEqual([{ id: 'x', value: 'y' }]);
  });

  it('fills the fields in as typed (prototype setter, then an input event), leaves filled ones and reports missing ones', () => {
    const name = new FakeField({ id: 'name' });
    const email = new FakeField({ id: 'email', type: 'email', value: 'already@example.com' });
    const heard: string[] = [];
    name.addEventListener('input', (event) => heard.push(`${event.type}:${event.bubbles}:${name.value}`));
    const byId = (id: string) => ({ name, email })[id as 'name' | 'email'] ?? null;
    const missing = fillCarriedFields(
      [
        { id: 'name', value: 'Fatima' },
        { id: 'email', value: 'fatima@example.com' },
        { id: 'phone', value: '050 123 4567' },
      ],
      byId,
    );
    expect(name.value).toBe('Fatima');
    expect(heard).toEqual(['input:true:Fatima']);
    expect(email.value).toBe('already@example.com');
    expect(missing).toEqual([{ id: 'phone', value: '050 123 4567' }]);
  });
});
