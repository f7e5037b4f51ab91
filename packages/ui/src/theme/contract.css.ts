import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

function shapeOf<T extends object>(value: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? null : shapeOf(v as object)]),
  ) as Shape<T>;
}

/** The theme's contract: every style refers to `vars`, never to a raw value. */
export const vars = createThemeContract(shapeOf(tokens));
