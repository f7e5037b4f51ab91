import { type RefObject, useEffect, useRef } from 'react';
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
   * page's own first paint). The frame is rendered without `src`, its address in `data-defer-src`; this
   * component starts it when rendered in the browser, and a page served as HTML can start it without any
   * hydration by looking for that attribute (the site's src/boot/deferFrames.js).
   */
  deferred?: boolean;
  /** Where 'Open in Google Maps' leads: always there, also when the iframe is blocked. Opens in a new tab. */
  mapsHref: string;
  mapsLabel?: string;
}

/** Starts a deferred frame when it comes within one viewport height of the screen (at once without IntersectionObserver). */
function useDeferredFrame(frameRef: RefObject<HTMLIFrameElement | null>, enabled: boolean) {
  useEffect(() => {
    const frame = frameRef.current;
    if (!enabled || !frame) return;
    const start = () => {
      const address = frame.getAttribute('data-defer-src');
      if (address && !frame.getAttribute('src')) frame.setAttribute('src', address);
      const doc = frame.getAttribute('data-defer-srcdoc');
      if (doc && !frame.hasAttribute('srcdoc')) frame.setAttribute('srcdoc', doc);
    };
    if (typeof IntersectionObserver === 'undefined') return start();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frameRef, enabled]);
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
  useDeferredFrame(frame, deferred);
  const source = srcDoc ? undefined : src;
  return (
    <div className={styles.root}>
      <iframe
        ref={frame}
        title={title}
        src={deferred ? undefined : source}
        srcDoc={deferred ? undefined : srcDoc}
        data-defer-src={deferred ? source : undefined}
        data-defer-srcdoc={deferred ? srcDoc : undefined}
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
