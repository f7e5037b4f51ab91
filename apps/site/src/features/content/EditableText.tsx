import type { Notification } from '@sparkle/machines';
import type { InlineTextEditorTone } from '@sparkle/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useAuth } from '../../lib/auth';
import { contentKeys } from './contentKeys';
import { useContentText } from './siteContent';

// XState and the editor load only for admins.
const TextEditor = lazy(() => import('./TextEditor'));

export interface EditableTextProps {
  /** The `site_content` key that stores the edited text, e.g. `about.text.storyTitle` (see contentKeys.ts). */
  contentKey: string;
  /** The text shown until (and unless) an edited value is stored. */
  defaultValue: string;
  /** The element the text is rendered as (default `p`). */
  as?: 'h1' | 'h2' | 'h3' | 'p' | 'span';
  /** Edited in a textarea instead of a single-line field. */
  multiline?: boolean;
  /** What the text is, e.g. 'Hero title': the editor's field label and part of its Edit button's name. */
  label: string;
  className?: string;
}

/**
 * Text from `site_content` that admins can edit in place (docs/product.md, Editing the pages in place). Renders
 * `defaultValue` as the element `as` (the prerendered page and the hydrating render), then the stored value once
 * loaded. For admins it adds the inline editor (an Edit button beside the text; saving shows 'Content Updated').
 *
 * Inside a ui component that wraps text in a paragraph (Hero/Section subtitle, ServiceCard description) use
 * `as="span"`: those components render a div around elements, as the editor is not phrasing content.
 */
export function EditableText({
  contentKey,
  defaultValue,
  as: Element = 'p',
  multiline,
  label,
  className,
}: EditableTextProps) {
  return (
    <EditableTextBase
      contentKey={contentKey}
      defaultValue={defaultValue}
      multiline={multiline}
      label={label}
      render={(value) => <Element className={className}>{value}</Element>}
    />
  );
}

export interface EditableTextBaseProps {
  contentKey: string;
  defaultValue: string;
  multiline?: boolean;
  label: string;
  /** The toast after a save; 'Content Updated' unless given (e.g. 'Service Updated' on a service card). */
  savedMessage?: Notification;
  /** Renders the text as visitors see it (e.g. a feature list from one line per feature). */
  render: (value: string) => ReactNode;
  /** `inverse` for text on a dark surface (a brand card): the admin's Edit button turns light. */
  tone?: InlineTextEditorTone;
}

/** EditableText with its rendering and toast open: what pages with richer content compose. */
export function EditableTextBase({
  contentKey,
  defaultValue,
  multiline,
  label,
  savedMessage,
  render,
  tone,
}: EditableTextBaseProps) {
  const value = useContentText(contentKey, defaultValue);
  const { isAdmin } = useAuth();
  const view = render(value);
  if (!isAdmin) return <>{view}</>;
  return (
    <Suspense fallback={view}>
      <TextEditor
        contentKey={contentKey}
        value={value}
        label={label}
        multiline={multiline}
        savedMessage={savedMessage}
        render={render}
        tone={tone}
      />
    </Suspense>
  );
}

export interface PageTextProps {
  /** The page, the first part of the key: `home` in `home.text.heroTitle`. */
  page: string;
  /** The text's field on the page: `heroTitle`. */
  field: string;
  /** The text from src/content, shown until an edit is stored. */
  value: string;
  /** What the text is ('Hero title'): the editor's field label and part of its Edit button's name. */
  label: string;
  multiline?: boolean;
  /** `inverse` for text on a dark surface. */
  tone?: InlineTextEditorTone;
}

/**
 * A text of a page's text block (`<page>.text.<field>`) as a span, for a ui component that supplies the element
 * around it (a Hero's title, a Section's subtitle, a CtaBand's title).
 */
export function PageText({ page, field, value, label, multiline, tone }: PageTextProps) {
  return (
    <EditableTextBase
      contentKey={contentKeys.text(page, field)}
      defaultValue={value}
      label={label}
      multiline={multiline}
      tone={tone}
      render={(text) => <span>{text}</span>}
    />
  );
}
