import { type RefObject, useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon';
import { MapPinIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import * as styles from './MapEmbed.css';

export interface MapEmbedProps {
  /** The iframe's accessible title, e.g. 'Map of SparkleClean Dubai in Business Bay'. */
  title: string;
  /** The map embed URL (a Google Maps embed link). */
  src?: string;
  /** Inline HTML instead of `src` (stories and tests: no network). */
  srcDoc?: string;
  /**
   * Load the map only once it comes within a screen of the viewport, instead of leaving it to the browser's
   * `loading="lazy"` (which on a phone starts a map 1,250 px or more below the fold, together with the page's
   * own scripts). Needs the page to be hydrated: leave it off in static sections that never are.
   */
  deferred?: boolean;
  /** Where 'Open in Google Maps' leads: always there, also when the iframe is blocked. Opens in a new tab. */
  mapsHref: string;
  mapsLabel?: string;
}

/** Whether `target` has come within one viewport height of the screen (always true without IntersectionObserver). */
function useNearViewport(target: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled]);
  return near;
}

/** A lazily loaded map with a title, and a plain link to the map for anyone the iframe does not work for. */
export function MapEmbed({
  title,
  src,
  srcDoc,
  deferred = false,
  mapsHref,
  mapsLabel = 'Open in Google Maps',
}: MapEmbedProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const load = useNearViewport(frame, deferred);
  return (
    <div className={styles.root}>
      <iframe
        ref={frame}
        title={title}
        src={srcDoc || !load ? undefined : src}
        srcDoc={load ? srcDoc : undefined}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
        className={styles.frame}
      />
      <Link href={mapsHref} newTab className={styles.fallback}>
        <Icon icon={MapPinIcon} size="small" />
        {mapsLabel}
      </Link>
    </div>
  );
}
