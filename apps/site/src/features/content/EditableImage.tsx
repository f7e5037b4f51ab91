import type { Notification } from '@sparkle/machines';
import { lazy, type ReactNode, Suspense } from 'react';
import { useAuth } from '../../lib/auth';
import { type ContentImage, useContentEntry, useContentImage } from './siteContent';

// XState and the editor load only for admins.
const ImageEditor = lazy(() => import('./ImageEditor'));

export interface EditableImageProps {
  /** The `site_content` key of the image (its path) and alt text (see contentKeys.ts). */
  contentKey: string;
  /** The image until one is stored; null draws the page's illustration. */
  defaultSrc: string | null;
  defaultAlt: string;
  /** What the image shows, for the Edit button's name ('Edit image: Office Cleaning'). */
  label: string;
  /** How visitors see the image (and admins while the editor loads). */
  children: (image: ContentImage) => ReactNode;
  width?: number;
  height?: number;
  imageClassName?: string;
  className?: string;
  /** Delete stores this flag, e.g. `services.card.office.deleted`; without it deleting is blocked. */
  deleteFlagKey?: string;
  deleteLabel?: string;
  deleteBlockedReason?: string;
  savedMessage?: Notification;
  deletedMessage?: Notification;
}

/**
 * An image from `site_content` (stored file in the public `site-images` bucket, or the default) that admins
 * can replace, describe or delete in place. Visitors get `children(image)`; admins the inline image editor.
 */
export function EditableImage({ contentKey, defaultSrc, defaultAlt, children, ...editor }: EditableImageProps) {
  const image = useContentImage(contentKey, defaultSrc, defaultAlt);
  const imagePath = useContentEntry(contentKey)?.imagePath ?? null;
  const { isAdmin } = useAuth();
  const view = children(image);
  if (!isAdmin) return <>{view}</>;
  return (
    <Suspense fallback={view}>
      <ImageEditor contentKey={contentKey} src={image.src} alt={image.alt} imagePath={imagePath} {...editor} />
    </Suspense>
  );
}
