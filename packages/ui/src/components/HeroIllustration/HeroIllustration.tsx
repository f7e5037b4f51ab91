import { useId } from 'react';
import * as s from './HeroIllustration.css';

export interface HeroIllustrationProps {
  /** An accessible description. Without it the illustration is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
}

/** A four-point sparkle centred on (x, y) with radius r. */
function sparklePath(x: number, y: number, r: number) {
  const k = r * 0.22;
  return `M${x} ${y - r}C${x + k} ${y - k} ${x + k} ${y - k} ${x + r} ${y}C${x + k} ${y + k} ${x + k} ${y + k} ${x} ${y + r}C${x - k} ${y + k} ${x - k} ${y + k} ${x - r} ${y}C${x - k} ${y - k} ${x - k} ${y - k} ${x} ${y - r}Z`;
}

/**
 * Our own abstract 'clean home' illustration: a house in a soft disc, soap bubbles, a spray bottle and
 * sparkles, coloured only from theme tokens. It stands in wherever no photo has been uploaded yet.
 */
export function HeroIllustration({ title, className }: HeroIllustrationProps) {
  const titleId = useId();
  return (
    <svg
      viewBox="0 0 480 400"
      xmlns="http://www.w3.org/2000/svg"
      className={[s.root, className].filter(Boolean).join(' ')}
      role={title ? 'img' : undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <circle cx="240" cy="200" r="176" className={s.backdrop} />
      <circle cx="240" cy="200" r="150" className={s.backdropRing} />
      <rect x="70" y="320" width="340" height="20" rx="10" className={s.ground} />

      {/* The house */}
      <rect x="196" y="108" width="24" height="52" rx="4" className={s.chimney} />
      <path d="M132 196 240 112l108 84z" className={s.roof} strokeLinejoin="round" />
      <rect x="150" y="190" width="180" height="132" rx="8" className={s.wall} />
      <rect x="222" y="244" width="40" height="78" rx="6" className={s.door} />
      <circle cx="253" cy="286" r="3.5" className={s.doorKnob} />
      <rect x="170" y="216" width="38" height="38" rx="6" className={s.windowPane} />
      <rect x="276" y="216" width="38" height="38" rx="6" className={s.windowPane} />
      <path d="M179 238l10-10M285 238l10-10" className={s.windowShine} />

      {/* Spray bottle with a puff of mist */}
      <path d="M372 236h20l6 14h-32z" className={s.bottleHead} />
      <path d="M352 242h24v-10h-10z" className={s.bottleHead} />
      <rect x="362" y="250" width="40" height="72" rx="10" className={s.bottleBody} />
      <rect x="370" y="272" width="24" height="26" rx="4" className={s.bottleLabel} />
      <circle cx="340" cy="232" r="5" className={s.mist} />
      <circle cx="328" cy="222" r="4" className={s.mist} />
      <circle cx="330" cy="242" r="3.5" className={s.mist} />
      <circle cx="316" cy="232" r="3" className={s.mist} />

      {/* Soap bubbles */}
      <circle cx="110" cy="150" r="26" className={s.bubble} />
      <path d="M98 140a14 14 0 0 1 10-8" className={s.bubbleShine} />
      <circle cx="84" cy="214" r="14" className={s.bubble} />
      <circle cx="120" cy="262" r="18" className={s.bubble} />
      <path d="M112 255a8 8 0 0 1 6-5" className={s.bubbleShine} />
      <circle cx="378" cy="150" r="20" className={s.bubble} />
      <path d="M369 143a10 10 0 0 1 8-6" className={s.bubbleShine} />
      <circle cx="414" cy="200" r="11" className={s.bubble} />

      {/* Sparkles */}
      <path d={sparklePath(312, 98, 22)} className={`${s.sparkleAccent} ${s.twinkling}`} />
      <path d={sparklePath(160, 92, 14)} className={`${s.sparkleBrand} ${s.twinkling}`} />
      <path d={sparklePath(420, 104, 12)} className={s.sparkleBrand} />
      <path d={sparklePath(64, 292, 12)} className={s.sparkleAccent} />
      <path d={sparklePath(428, 290, 16)} className={`${s.sparkleAccent} ${s.twinkling}`} />
    </svg>
  );
}
