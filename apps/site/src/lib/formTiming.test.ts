import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTimeSince, MIN_FORM_FILL_MS } from './formTiming';

const migrationsDir = join(import.meta.dirname, '..', '..', '..', '..', 'supabase', 'migrations');

/** The value `private.min_form_fill_ms()` returns after every migration has run (the last definition wins). */
function sqlMinimum(): number | undefined {
  let value: number | undefined;
  for (const file of readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    const definitions = sql.matchAll(
      /create (?:or replace )?function private\.min_form_fill_ms\(\)[\s\S]*?\$\$\s*select\s+(\d+)\s*;?\s*\$\$/gi,
    );
    for (const definition of definitions) value = Number(definition[1]);
  }
  return value;
}

describe('the minimum fill time', () => {
  it('is the one the database enforces', () => {
    expect(sqlMinimum()).toBe(MIN_FORM_FILL_MS);
  });
});

describe('fillTimeSince', () => {
  it('counts whole milliseconds from the moment the form opened', () => {
    expect(fillTimeSince(1000.25, 4500.9)).toBe(3501);
    expect(fillTimeSince(0, 2999.6)).toBe(3000);
  });

  it('never reports less than nothing, nor more than the database column holds', () => {
    expect(fillTimeSince(5000, 4000)).toBe(0);
    expect(fillTimeSince(0, 40 * 24 * 3600 * 1000)).toBe(2_147_483_647);
  });
});
