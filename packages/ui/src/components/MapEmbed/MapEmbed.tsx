import { useEffect, useRef, useState } from 'react';
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
   * `loading="lazy"` (which on a phone starts a frame 1,250 px or more below the screen, together with the
   * page's own first paint). Until then its place is an empty box of the frame's size (`data-defer-frame`, the
   * frame's title and address in `data-title`, `data-src`, `data-srcdoc`): even an empty frame costs a phone
   * a document of its own while the page is parsed. This component puts the frame in once rendered in the
   * browser; a page served as HTML and never hydrated can do the same from those attributes (the site's
   * apps/site/src/loading/deferFrames.ts).
   */
  deferred?: boolean;
  /** Where 'Open in Google Maps' leads: always there, also when the iframe is blocked. Opens in a new tab. */
  mapsHref: string;
  mapsLabel?: string;
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
  const placeholder = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(!deferred);
  // A deferred frame starts when its place comes within one viewport height of the screen (at once without
  // IntersectionObserver).
  useEffect(() => {
    const element = placeholder.current;
    if (started || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setStarted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setStarted(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [started]);
  const source = srcDoc ? undefined : src;
  return (
    <div className={styles.root}>
      {started ? (
        <iframe
          title={title}
          src={source}
          srcDoc={srcDoc}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          className={styles.frame}
        />
      ) : (
        <div
          ref={placeholder}
          className={styles.frame}
          data-defer-frame=""
          data-title={title}
          data-src={source}
          data-srcdoc={srcDoc}
        />
      )}
      <Link href={mapsHref} newTab className={styles.fallback}>
        <Icon icon={MapPinIcon} size="small" />
        {mapsLabel}
      </Link>
    </div>
  );
}
