/*
 * Finds styles that name a physical side (left, right) in a vanilla-extract `*.css.ts` source, for the test that
 * keeps the design system right-to-left ready (physicalProperties.test.ts). Styles say `inline-start` and
 * `inline-end` instead, which the browser turns into left or right by the direction of the page.
 *
 * It reads the source as text, not as an AST, but it knows where comments and string literals are: comments are
 * never flagged, and a left/right value only counts inside a string literal.
 */

export interface PhysicalStyleFinding {
  /** 1-based line of the source. */
  line: number;
  /** What was found, e.g. "property 'marginLeft'". */
  what: string;
}

interface Literal {
  /** The literal's text without its quotes; a template's `${…}` parts are replaced by `$`. */
  text: string;
  start: number;
}

/**
 * The source with every comment replaced by spaces (line breaks kept, so positions and line numbers stay
 * true), with the contents of string and template literals masked too, plus the literals themselves.
 */
export function splitSource(source: string): { code: string; literals: Literal[] } {
  let code = '';
  const literals: Literal[] = [];
  let i = 0;
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  while (i < source.length) {
    const char = source[i] as string;
    const next = source[i + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      code += blank(source.slice(i, stop));
      i = stop;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      code += blank(source.slice(i, stop));
      i = stop;
    } else if (char === "'" || char === '"' || char === '`') {
      const start = i;
      let text = '';
      i += 1;
      while (i < source.length && source[i] !== char) {
        if (source[i] === '\\') {
          text += source.slice(i, i + 2);
          i += 2;
        } else if (char === '`' && source[i] === '$' && source[i + 1] === '{') {
          // Skip the embedded expression (braces may nest); it is code, but never a style of its own here.
          let depth = 0;
          i += 1;
          do {
            if (source[i] === '{') depth += 1;
            else if (source[i] === '}') depth -= 1;
            i += 1;
          } while (i < source.length && depth > 0);
          text += '$';
        } else {
          text += source[i];
          i += 1;
        }
      }
      i += 1;
      literals.push({ text, start });
      code += char + blank(source.slice(start + 1, i - 1)) + char;
    } else {
      code += char;
      i += 1;
    }
  }
  return { code, literals };
}

/** camelCase style properties that name a side. */
const physicalProperty =
  /(?<![\w$.])(left|right|(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*|border(?:Top|Bottom)(?:Left|Right)Radius|overscrollBehaviorX)\s*:/g;

/** A left or right keyword in a value or a selector string ('left', 'margin-left', 'left top', 'to right'). */
const physicalWord = /(?<![\w])(left|right)(?![\w])/;

/** A horizontal move that is the same in both directions. */
const horizontalMove = /\btranslate(?:X|3d)?\(\s*(?!0(?:px|%|rem)?\s*[,)])/g;
const directionAware = /\[dir=["']?(?:rtl|ltr)["']?\]|:dir\(/;

/** Shorthands whose four values are top, right, bottom, left (border-radius: top-left, top-right, …). */
const boxShorthand =
  /(?<![\w$.])(margin|padding|inset|borderWidth|borderStyle|borderColor|scrollMargin|scrollPadding|borderRadius)\s*:\s*$/;

function lineOf(source: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (source[i] === '\n') line += 1;
  return line;
}

/** The values of a shorthand, split on spaces outside parentheses. */
function values(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** True when a shorthand's values give the left side something other than the right side. */
function isLopsided(property: string, text: string): boolean {
  const parts = values(text.split('/')[0] ?? '');
  if (property === 'borderRadius') {
    if (parts.length === 4) return parts[0] !== parts[1] || parts[2] !== parts[3];
    if (parts.length === 3 || parts.length === 2) return parts[0] !== parts[1] || (parts[2] ?? parts[0]) !== parts[1];
    return false;
  }
  return parts.length === 4 && parts[1] !== parts[3];
}

/**
 * Every place in a `*.css.ts` source that styles a physical side: properties (`marginLeft`, `left`,
 * `borderTopRightRadius`…), values and selectors in strings (`textAlign: 'left'`, `float: 'right'`,
 * `'margin-left'`), four-value shorthands whose left and right differ (`padding: '0 1rem 0 0'`), and horizontal
 * translations in a file that has no `[dir="rtl"]` / `:dir()` variant for them.
 */
export function findPhysicalStyles(source: string): PhysicalStyleFinding[] {
  const { code, literals } = splitSource(source);
  const findings: PhysicalStyleFinding[] = [];

  for (const match of code.matchAll(physicalProperty)) {
    findings.push({ line: lineOf(source, match.index), what: `property '${match[1]}'` });
  }
  for (const literal of literals) {
    const word = physicalWord.exec(literal.text);
    if (word) findings.push({ line: lineOf(source, literal.start), what: `'${word[1]}' in '${literal.text}'` });
    const shorthand = boxShorthand.exec(code.slice(Math.max(0, literal.start - 40), literal.start));
    if (shorthand?.[1] && isLopsided(shorthand[1], literal.text)) {
      findings.push({
        line: lineOf(source, literal.start),
        what: `${shorthand[1]} '${literal.text}' sets left and right apart`,
      });
    }
  }
  const rtlVariant = literals.some((literal) => directionAware.test(literal.text));
  if (!rtlVariant) {
    for (const literal of literals) {
      for (const match of literal.text.matchAll(horizontalMove)) {
        findings.push({
          line: lineOf(source, literal.start),
          what: `'${match[0]}…' in '${literal.text}' without a right-to-left variant`,
        });
      }
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}
