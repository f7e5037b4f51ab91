import { vars } from '@sparkle/ui/theme';

/**
 * The explorer's styles, on the design system's tokens. A plain stylesheet rather than vanilla-extract:
 * `.storybook` is not a package and does not depend on `@vanilla-extract/css`.
 */
const names = [
  'root',
  'title',
  'panel',
  'heading',
  'chart',
  'arrows',
  'arrow',
  'arrowAvailable',
  'stateBox',
  'stateName',
  'initialMarker',
  'badge',
  'meta',
  'transitions',
  'transition',
  'guard',
  'children',
  'events',
  'eventRow',
  'button',
  'secondaryButton',
  'buttonRow',
  'label',
  'textarea',
  'error',
  'code',
  'fieldset',
  'log',
] as const;

export const css = Object.fromEntries(names.map((name) => [name, `machine-explorer-${name}`])) as Record<
  (typeof names)[number],
  string
>;

const mono = 'ui-monospace, SFMono-Regular, Menlo, monospace';
const c = vars.color;

export const stylesheet = `
.${css.root} { display: grid; gap: ${vars.space.large}; grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
  align-items: start; font-size: ${vars.font.size.small}; color: ${c.foreground.text}; }
.${css.title} { grid-column: 1 / -1; font-size: ${vars.font.size.xlarge}; font-weight: ${vars.font.weight.bold}; }
.${css.panel} { display: grid; gap: ${vars.space.medium}; align-content: start; min-inline-size: 0; }
.${css.heading} { font-size: ${vars.font.size.standard}; font-weight: ${vars.font.weight.semibold};
  margin-block-end: ${vars.space.xsmall}; }
.${css.chart} { position: relative; margin: 0; padding: ${vars.space.small}; display: grid; gap: ${vars.space.small};
  border: 1px solid ${c.border.subtle}; border-radius: ${vars.radius.medium}; background: ${c.background.surface}; }
.${css.arrows} { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; pointer-events: none;
  overflow: visible; max-inline-size: none; }
.${css.arrow} { stroke: ${c.foreground.muted}; color: ${c.foreground.muted}; stroke-width: 1; opacity: 0.4; }
.${css.arrowAvailable} { stroke: ${c.border.brand}; color: ${c.border.brand}; stroke-width: 2; }
.${css.stateBox} { position: relative; display: grid; gap: ${vars.space.xsmall}; align-content: start;
  min-inline-size: 9rem; padding: ${vars.space.small}; border: 2px solid ${c.border.standard};
  border-radius: ${vars.radius.medium}; background: ${c.background.surface}; }
.${css.stateBox}[data-active="true"] { border-color: ${c.border.brand}; background: ${c.background.subtle};
  box-shadow: 0 0 0 2px ${c.border.brand}; }
.${css.stateBox}[data-kind="parallel-region"] { border-style: dashed; }
.${css.stateBox}[data-kind="final"] { outline: 2px solid ${c.border.standard}; outline-offset: 3px; }
.${css.stateName} { display: flex; align-items: center; gap: ${vars.space.xxsmall};
  font-weight: ${vars.font.weight.semibold}; font-size: ${vars.font.size.standard}; }
.${css.initialMarker} { display: inline-block; inline-size: 0.75rem; block-size: 0.75rem; flex-shrink: 0;
  border-radius: ${vars.radius.full}; background: ${c.foreground.text}; }
.${css.badge} { margin-inline-start: auto; padding: 0 ${vars.space.xxsmall}; border-radius: ${vars.radius.small};
  font-size: ${vars.font.size.xsmall}; font-weight: ${vars.font.weight.semibold}; background: ${c.background.brand};
  color: ${c.foreground.onBrand}; }
.${css.meta} { color: ${c.foreground.secondary}; font-size: ${vars.font.size.xsmall}; }
.${css.transitions}, .${css.events}, .${css.log} { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.${css.events} { gap: ${vars.space.xsmall}; }
.${css.transition} { inline-size: fit-content; font-family: ${mono}; font-size: ${vars.font.size.xsmall}; color: ${c.foreground.secondary}; }
.${css.transition}[data-available="true"] { color: ${c.foreground.text}; font-weight: ${vars.font.weight.bold}; }
.${css.guard} { color: ${c.foreground.accentStrong}; }
.${css.children} { display: flex; flex-wrap: wrap; gap: ${vars.space.large}; padding-block-start: ${vars.space.xsmall}; }
.${css.eventRow} { display: grid; gap: ${vars.space.xxsmall}; }
.${css.button} { justify-self: start; min-block-size: 2.25rem; padding: ${vars.space.xxsmall} ${vars.space.small};
  border: 1px solid ${c.border.brand}; border-radius: ${vars.radius.small}; background: ${c.background.brand};
  color: ${c.foreground.onBrand}; font-family: ${mono}; font-size: ${vars.font.size.xsmall}; cursor: pointer; }
.${css.button}:hover { background: ${c.background.brandHover}; }
.${css.button}:active { background: ${c.background.brandActive}; }
.${css.secondaryButton} { background: ${c.background.surface}; color: ${c.foreground.brand}; font-family: inherit; }
.${css.secondaryButton}:hover, .${css.secondaryButton}:active { background: ${c.background.brandSoft}; }
.${css.buttonRow} { display: flex; flex-wrap: wrap; gap: ${vars.space.xsmall}; }
.${css.label} { font-size: ${vars.font.size.xsmall}; color: ${c.foreground.secondary}; }
.${css.textarea} { inline-size: 100%; min-block-size: 3.5rem; padding: ${vars.space.xxsmall};
  border: 1px solid ${c.border.field}; border-radius: ${vars.radius.small}; font-family: ${mono};
  font-size: ${vars.font.size.xsmall}; }
.${css.error} { color: ${c.foreground.critical}; font-size: ${vars.font.size.xsmall}; }
.${css.code} { display: block; margin: 0; padding: ${vars.space.xsmall}; border-radius: ${vars.radius.small};
  background: ${c.background.sunken}; font-family: ${mono}; font-size: ${vars.font.size.xsmall};
  white-space: pre-wrap; overflow-wrap: anywhere; }
.${css.fieldset} { margin: 0; padding: ${vars.space.xsmall}; display: flex; flex-wrap: wrap; gap: ${vars.space.small};
  border: 1px solid ${c.border.subtle}; border-radius: ${vars.radius.small}; }
.${css.fieldset} legend { font-size: ${vars.font.size.xsmall}; color: ${c.foreground.secondary}; }
`;
