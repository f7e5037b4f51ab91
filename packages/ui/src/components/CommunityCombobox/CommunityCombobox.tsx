import {
  type KeyboardEvent,
  type Ref,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CheckIcon, ChevronDownIcon } from '../Icon/icons';
import { type FieldLabelProps, FieldShell, useFieldIds } from '../private/FieldShell';
import { fieldControl } from '../private/field.css';
import { check, chevron, empty, input, inputWrap, item, more, popover } from './CommunityCombobox.css';

/** Texts of the control, for a later translation. */
export interface CommunityComboboxTexts {
  label: string;
  placeholder: string;
  /** Shown in the list when nothing matches what was typed. */
  noMatch: string;
}

export const defaultCommunityComboboxTexts: CommunityComboboxTexts = {
  label: 'Area / community',
  placeholder: 'Type to search, e.g. Dubai Marina',
  noMatch: 'No area matches. Try another spelling.',
};

export interface CommunityComboboxProps extends Partial<FieldLabelProps> {
  /** The communities to choose from, in the order to list them (the booking rules' `communities`). */
  options: readonly string[];
  /**
   * The names shown for the options in the page's language, by option (the option itself where none is given):
   * the field and the list show the name, the value stays the option. A search matches the name or the option.
   */
  optionLabels?: Readonly<Record<string, string>>;
  /** The chosen community, one of `options`, or `''` for none. */
  value: string;
  /** Called with a community of `options`, or `''` when the text was cleared. */
  onValueChange: (value: string) => void;
  /** Name of the hidden input carrying the value in a native form submission. */
  name?: string;
  id?: string;
  /** Marks the field required (asterisk, aria-required); the app checks the value. */
  required?: boolean;
  disabled?: boolean;
  texts?: Partial<CommunityComboboxTexts>;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Lower case, no accents or apostrophes: 'Za’abeel' and 'zaabeel' are the same search. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019`]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * A search over `options`: given what was typed, the options holding every word of it, in any order ('marina dubai'
 * finds 'Dubai Marina', 'jlt' finds JLT). With `labels`, an option's shown name is searched as well. The options are
 * normalised once, not on every key.
 */
export function communitySearch(
  options: readonly string[],
  labels?: Readonly<Record<string, string>>,
): (query: string) => string[] {
  const searchable = options.map((option) => ({
    option,
    text: normalize(option),
    label: labels?.[option] === undefined ? '' : normalize(labels[option] as string),
  }));
  return (query) => {
    const words = normalize(query).split(/\s+/).filter(Boolean);
    if (words.length === 0) return [...options];
    const holdsAll = (text: string) => text !== '' && words.every((word) => text.includes(word));
    return searchable.filter(({ text, label }) => holdsAll(text) || holdsAll(label)).map(({ option }) => option);
  };
}

/** How many options the list renders at a time: about two screenfuls of its 18rem (6 options show at once). */
const listBatch = 12;

/**
 * An empty mark at the end of the rendered options that calls `onNear` when it scrolls within a screenful of the
 * list's view (by the arrow keys, which scroll the highlighted option into view, as well as by a finger).
 */
function MoreWhenNear({ onNear }: { onNear: () => void }) {
  const nearRef = useRef(onNear);
  nearRef.current = onNear;
  // One observer for the mark's life, not one per render: a new callback each render would make React detach
  // and attach the ref, and observe anew, on every key typed.
  const mark = useCallback((node: HTMLDivElement | null) => {
    const list = node?.parentElement;
    if (!node || !list) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && nearRef.current(), {
      root: list,
      rootMargin: '100% 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <div ref={mark} aria-hidden="true" className={more} />;
}

/**
 * A searchable select of Dubai's areas and communities (the WAI-ARIA combobox with a list that filters as one
 * types and automatic selection): type to filter, the first match is highlighted and Enter picks it, the arrow keys
 * move through the matches, Escape closes. The value is always one of `options`: text that names no community is
 * put back to the chosen one when the field loses focus (an exact name, in any case, is taken).
 *
 * Written by hand rather than on a library's combobox: the focus stays in the field the whole time and the
 * highlighted option is only named by `aria-activedescendant`. The library's version moved the browser's focus to
 * the highlighted option and back on every key typed (to fire the option's focus events), which with the layout it
 * forces held a mid-range phone's main thread for 300 ms on each key and on the tap that opened the list.
 */
export function CommunityCombobox({
  options,
  optionLabels,
  value,
  onValueChange,
  label,
  hint,
  error,
  name,
  id,
  required,
  disabled,
  texts: textsProp,
  className,
  ref,
}: CommunityComboboxProps) {
  const t = { ...defaultCommunityComboboxTexts, ...textsProp };
  const ids = useFieldIds({ id, hint, error });
  const listId = `${ids.controlId}-list`;
  const optionId = (index: number) => `${ids.controlId}-option-${index}`;
  const choice = useChoice(options, optionLabels, value, onValueChange);
  const { text, open, activeIndex, typed, settleOn } = choice;

  const listRef = useRef<HTMLDivElement>(null);
  useKeptInView(listRef, activeIndex, text);

  // Served as HTML, the field takes typing before its code has arrived, and React hydrates over that text without
  // telling the component (nor, when this field hydrates after the form around it, hearing the form's own hand-over).
  // Once mounted, such text counts as typed: in the field that has focus it filters the list as typing would; in one
  // the visitor has left, it is settled as on leaving.
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount, against what the first render showed
  useEffect(() => {
    const field = inputRef.current;
    if (!field || field.value === text) return;
    const typedBefore = field.value;
    if (field.ownerDocument.activeElement === field) typed(typedBefore);
    else field.value = settleOn(typedBefore);
  }, []);

  return (
    <FieldShell ids={ids} label={label ?? t.label} hint={hint} error={error} required={required} className={className}>
      <div className={inputWrap}>
        <input
          ref={inputRef}
          id={ids.controlId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder={t.placeholder}
          aria-required={required || undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={`${fieldControl} ${input}`}
          value={text}
          onChange={(event) => typed(event.target.value)}
          onClick={choice.show}
          onKeyDown={(event) => answerKey(event, choice)}
          onBlur={() => {
            choice.close();
            settleOn(text);
          }}
        />
        <ChevronDownIcon aria-hidden="true" className={chevron} />
        {open ? (
          <CommunityList
            listRef={listRef}
            listId={listId}
            labelledBy={ids.labelId}
            optionId={optionId}
            matches={choice.matches}
            shown={choice.shown}
            activeIndex={activeIndex}
            value={value}
            labelOf={choice.labelOf}
            noMatch={t.noMatch}
            onChoose={choice.choose}
            onNearEnd={choice.more}
          />
        ) : null}
      </div>
      {name ? <input type="hidden" name={name} value={value} /> : null}
    </FieldShell>
  );
}

/**
 * The combobox's state: the text in the field, whether the list is open, the highlighted match, how many batches of
 * the matches are rendered, and what typing, moving, choosing and leaving do to them.
 */
function useChoice(
  options: readonly string[],
  optionLabels: Readonly<Record<string, string>> | undefined,
  value: string,
  onValueChange: (value: string) => void,
) {
  const labelOf = (option: string) => optionLabels?.[option] ?? option;
  const chosenName = labelOf(value);
  const [text, setText] = useState(chosenName);
  const [open, setOpen] = useState(false);
  /** The highlighted option, which Enter picks: the first match as one types, then where the arrow keys move it. */
  const [active, setActive] = useState<string | null>(null);

  // The list renders a batch of matches at a time and the next one as its end scrolls near: Dubai has some 200
  // communities, and rendering them all at once held the phone's main thread for half a second on the tap that
  // opened the list and on every key typed into it.
  const [batches, setBatches] = useState({ text, count: 1 });
  const shown = batches.text === text ? batches.count * listBatch : listBatch;

  // A value set from outside (a cleared form, a restored draft) shows in the field. Adjusted while rendering,
  // not in an effect: an effect would also run on mount, and on a form that hydrates late it would wipe what was
  // typed before the code arrived (handed to the field as an input event right after mounting).
  const [shownChoice, setShownChoice] = useState(chosenName);
  if (shownChoice !== chosenName) {
    setShownChoice(chosenName);
    setText(chosenName);
  }

  const search = useMemo(() => communitySearch(options, optionLabels), [options, optionLabels]);
  // Reopening on the chosen community lists them all, not only that one.
  const matches = useMemo(
    () => (text === chosenName ? [...options] : search(text)),
    [options, search, text, chosenName],
  );
  const activeIndex = open && active !== null ? matches.indexOf(active) : -1;

  const close = () => {
    setOpen(false);
    setActive(null);
  };

  const choose = (option: string) => {
    close();
    setText(labelOf(option));
    if (option !== value) onValueChange(option);
  };

  /** What the field holds once the visitor leaves it: an exact name is chosen, other text gives way to the choice. */
  const settleOn = (typedText: string): string => {
    const typed = normalize(typedText);
    if (typed === '') {
      if (value !== '') onValueChange('');
      return '';
    }
    const exact = options.find((option) => normalize(option) === typed || normalize(labelOf(option)) === typed);
    if (!exact) {
      setText(chosenName);
      return chosenName;
    }
    setText(labelOf(exact));
    if (exact !== value) onValueChange(exact);
    return labelOf(exact);
  };

  const typed = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(search(next)[0] ?? null);
  };

  /** Highlights the match `step` places from the highlighted one, rendering the next batch when it gets there. */
  const move = (step: number) => {
    const index = Math.min(Math.max(activeIndex + step, 0), matches.length - 1);
    const next = matches[index];
    if (next === undefined) return;
    setOpen(true);
    setActive(next);
    if (index >= shown) setBatches({ text, count: Math.floor(index / listBatch) + 1 });
  };

  return {
    labelOf,
    text,
    open,
    shown,
    matches,
    activeIndex,
    settleOn,
    typed,
    close,
    choose,
    /** Opens the list as it was (a tap on the field). */
    show: () => setOpen(true),
    move,
    /** Above the first match, the highlight leaves the list, as the field's own text is then what Enter keeps. */
    up: () => (activeIndex <= 0 ? setActive(null) : move(-1)),
    /** Picks the highlighted match, if there is one. */
    pick: activeIndex >= 0 ? () => choose(matches[activeIndex] as string) : undefined,
    /** Renders the next batch of matches (as the list's end nears the view). */
    more: () => startTransition(() => setBatches({ text, count: Math.ceil(shown / listBatch) + 1 })),
  };
}

/** What the field's keys do: the arrows move the highlight (opening the list), Enter picks, Escape closes. */
function answerKey(
  event: KeyboardEvent<HTMLInputElement>,
  to: {
    open: boolean;
    move: (step: number) => void;
    up: () => void;
    pick: (() => void) | undefined;
    close: () => void;
  },
) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === 'ArrowDown') {
    event.preventDefault();
    to.move(1);
  } else if (event.key === 'ArrowUp' && to.open) {
    event.preventDefault();
    to.up();
  } else if (event.key === 'Enter' && to.pick) {
    // Picks the highlighted match; with none, Enter is the form's as in any field.
    event.preventDefault();
    to.pick();
  } else if (event.key === 'Escape' && to.open) {
    // Closes the list only, not a dialog the field may be in.
    event.preventDefault();
    event.stopPropagation();
    to.close();
  }
}

/**
 * Keeps the highlighted option in the list's view. As one types it is the first match, at the top: the list's scroll
 * is set without measuring anything. Moved by the arrow keys, the list alone is scrolled to it (not the page, which
 * `scrollIntoView` would also measure and move).
 */
function useKeptInView(listRef: RefObject<HTMLDivElement | null>, activeIndex: number, text: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the highlight moves or the matches change
  useEffect(() => {
    const list = listRef.current;
    if (!list || activeIndex < 0) return;
    if (activeIndex === 0) {
      list.scrollTop = 0;
      return;
    }
    const option = list.children[activeIndex] as HTMLElement | undefined;
    if (!option) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    }
  }, [activeIndex, text]);
}

/** The open list: a batch of the matches at a time, the highlighted one marked, the chosen one ticked. */
function CommunityList({
  listRef,
  listId,
  labelledBy,
  optionId,
  matches,
  shown,
  activeIndex,
  value,
  labelOf,
  noMatch,
  onChoose,
  onNearEnd,
}: {
  listRef: RefObject<HTMLDivElement | null>;
  listId: string;
  labelledBy: string;
  optionId: (index: number) => string;
  matches: readonly string[];
  shown: number;
  activeIndex: number;
  value: string;
  labelOf: (option: string) => string;
  noMatch: string;
  onChoose: (option: string) => void;
  onNearEnd: () => void;
}) {
  return (
    <div
      ref={listRef}
      id={listId}
      role="listbox"
      aria-labelledby={labelledBy}
      className={popover}
      // A tap or click in the list keeps the focus in the field, so choosing is not leaving it.
      onMouseDown={(event) => event.preventDefault()}
    >
      {matches.length > 0 ? (
        matches.slice(0, shown).map((option, index) => (
          // The highlighted option has aria-selected, as a listbox of one choice marks it; the chosen one is ticked.
          // Keyed by place, not name: as one types, the same dozen elements take the new matches' names instead of
          // being removed and created anew on every key.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the place is the identity here (see above)
            key={index}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            data-active-item={index === activeIndex || undefined}
            data-chosen={option === value || undefined}
            // The whole list's size and place, as the options not rendered yet are still the list's.
            aria-setsize={matches.length}
            aria-posinset={index + 1}
            className={item}
            onClick={() => onChoose(option)}
          >
            <CheckIcon aria-hidden="true" className={check} />
            {labelOf(option)}
          </div>
        ))
      ) : (
        <div className={empty}>{noMatch}</div>
      )}
      {matches.length > shown ? (
        // A new mark for each batch: an observer tells only of changes, and a mark still near after a batch (a fast
        // scroll to the end) must ask for the next one too.
        <MoreWhenNear key={shown} onNear={onNearEnd} />
      ) : null}
    </div>
  );
}
