import type { Notification } from '@sparkle/machines';
import { InlineImageEditor } from '@sparkle/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { deleteByFlagActor, editorMode, flagEntry, saveImageActor, siteInlineEditorMachine } from './contentEditing';
import { setContentEntry } from './siteContent';

export interface ImageEditorProps {
  contentKey: string;
  /** The image shown now (stored or default); null when there is none. */
  src: string | null;
  alt: string;
  /** The stored path inside the bucket, if any (a replaced file is removed). */
  imagePath: string | null;
  /** What the image shows, for the Edit button's name ('Edit image: Office Cleaning'). */
  label: string;
  width?: number;
  height?: number;
  imageClassName?: string;
  className?: string;
  /** Delete stores this flag ('true'), e.g. `services.card.office.deleted`; the page then drops the item. */
  deleteFlagKey?: string;
  deleteLabel?: string;
  /** Without `deleteFlagKey` the Delete button is shown disabled with this reason (and a delete is only logged). */
  deleteBlockedReason?: string;
  savedMessage?: Notification;
  deletedMessage?: Notification;
}

/** An admin's inline image editor (loaded only for admins): `InlineImageEditor` driven by `inlineEditorMachine`. */
export default function ImageEditor({
  contentKey,
  src,
  alt,
  imagePath,
  label,
  width,
  height,
  imageClassName,
  className,
  deleteFlagKey,
  deleteLabel,
  deleteBlockedReason,
  savedMessage,
  deletedMessage,
}: ImageEditorProps) {
  const pathRef = useRef(imagePath);
  pathRef.current = imagePath;
  const machine = useMemo(
    () =>
      siteInlineEditorMachine.provide({
        actors: {
          saveContent: saveImageActor(contentKey, () => pathRef.current),
          ...(deleteFlagKey ? { deleteContent: deleteByFlagActor(deleteFlagKey) } : {}),
        },
      }),
    [contentKey, deleteFlagKey],
  );
  const actor = useActorRef(machine, {
    input: {
      value: { kind: 'image', src: src ?? '', alt },
      canDelete: deleteFlagKey !== undefined,
      savedMessage,
      deletedMessage,
    },
  });
  const mode = useSelector(actor, editorMode);
  const value = useSelector(actor, (s) => (s.context.value.kind === 'image' ? s.context.value : null));
  const draft = useSelector(actor, (s) => (s.context.draft.kind === 'image' ? s.context.draft : null));
  const error = useSelector(actor, (s) => s.context.error);
  const deleted = useSelector(actor, (s) => s.status === 'done');

  useEffect(() => {
    actor.send({ type: 'content.sync', value: { kind: 'image', src: src ?? '', alt } });
  }, [actor, src, alt]);

  // Only now does the page drop the item: the editor has shown its toast and may unmount.
  useEffect(() => {
    if (deleted && deleteFlagKey) setContentEntry(deleteFlagKey, flagEntry);
  }, [deleted, deleteFlagKey]);

  return (
    <InlineImageEditor
      mode={mode}
      src={value?.src || null}
      alt={value?.alt ?? alt}
      width={width}
      height={height}
      draftSrc={draft?.preview ?? null}
      draftAlt={draft?.alt ?? ''}
      editable
      label={label}
      error={error}
      canDelete={deleteFlagKey !== undefined}
      deleteBlockedReason={deleteBlockedReason}
      deleteLabel={deleteLabel}
      imageClassName={imageClassName}
      className={className}
      onEdit={() => actor.send({ type: 'edit.start' })}
      onFileSelect={(file) => actor.send({ type: 'image.select', file })}
      onDraftAltChange={(text) => actor.send({ type: 'alt.change', value: text })}
      onSave={() => actor.send({ type: 'edit.save' })}
      onCancel={() => actor.send({ type: 'edit.cancel' })}
      onDelete={() => actor.send({ type: 'content.delete' })}
    />
  );
}
