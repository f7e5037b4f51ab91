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
  /** Where 'Open in Google Maps' leads: always there, also when the iframe is blocked. Opens in a new tab. */
  mapsHref: string;
  mapsLabel?: string;
}

/** A lazily loaded map with a title, and a plain link to the map for anyone the iframe does not work for. */
export function MapEmbed({ title, src, srcDoc, mapsHref, mapsLabel = 'Open in Google Maps' }: MapEmbedProps) {
  return (
    <div className={styles.root}>
      <iframe
        title={title}
        src={srcDoc ? undefined : src}
        srcDoc={srcDoc}
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
