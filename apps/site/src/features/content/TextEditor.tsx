import type { Notification } from '@sparkle/machines';
import { InlineTextEditor, type InlineTextEditorTone } from '@sparkle/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { editorMode, saveTextActor, siteInlineEditorMachine } from './contentEditing';

export interface TextEditorProps {
  contentKey: string;
  /** The text shown now (stored or default). */
  value: string;
  label: string;
  multiline?: boolean;
  /** The toast after a save ('Content Updated' unless given). */
  savedMessage?: Notification;
  /** Renders the text while viewing, as visitors see it. */
  render: (value: string) => ReactNode;
  /** `inverse` on a dark surface: a light Edit button. */
  tone?: InlineTextEditorTone;
  className?: string;
}

/** An admin's inline text editor (loaded only for admins): `InlineTextEditor` driven by `inlineEditorMachine`. */
export default function TextEditor({
  contentKey,
  value,
  label,
  multiline = false,
  savedMessage,
  render,
  tone,
  className,
}: TextEditorProps) {
  const machine = useMemo(
    () => siteInlineEditorMachine.provide({ actors: { saveContent: saveTextActor(contentKey) } }),
    [contentKey],
  );
  const actor = useActorRef(machine, { input: { value: { kind: 'text', text: value }, savedMessage } });
  const mode = useSelector(actor, editorMode);
  const shown = useSelector(actor, (s) => (s.context.value.kind === 'text' ? s.context.value.text : value));
  const draft = useSelector(actor, (s) => (s.context.draft.kind === 'text' ? s.context.draft.text : ''));
  const error = useSelector(actor, (s) => s.context.error);

  // Stored content that arrives after the editor started (or another editor of the key saved).
  useEffect(() => {
    actor.send({ type: 'content.sync', value: { kind: 'text', text: value } });
  }, [actor, value]);

  return (
    <InlineTextEditor
      mode={mode}
      value={shown}
      draft={draft}
      label={label}
      editable
      tone={tone}
      multiline={multiline}
      renderValue={render}
      error={error}
      className={className}
      onEdit={() => actor.send({ type: 'edit.start' })}
      onDraftChange={(text) => actor.send({ type: 'text.change', value: text })}
      onSave={() => actor.send({ type: 'edit.save' })}
      onCancel={() => actor.send({ type: 'edit.cancel' })}
    />
  );
}
