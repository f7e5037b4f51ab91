import { type ReactNode, useId } from 'react';
import * as s from './HeroIllustration.css';

/** One scene per kind of page: the home page's house, the services' cleaning kit, a landing page's subject. */
export const heroIllustrationVariants = ['home', 'services', 'cleaning', 'greaseTrap', 'commercialKitchen'] as const;
export type HeroIllustrationVariant = (typeof heroIllustrationVariants)[number];

export interface HeroIllustrationProps {
  /** Which scene to draw. @default 'home' */
  variant?: HeroIllustrationVariant;
  /** An accessible description. Without it the illustration is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
}

/** A four-point sparkle centred on (x, y) with radius r. */
function sparklePath(x: number, y: number, r: number) {
  const k = r * 0.22;
  return `M${x} ${y - r}C${x + k} ${y - k} ${x + k} ${y - k} ${x + r} ${y}C${x + k} ${y + k} ${x + k} ${y + k} ${x} ${y + r}C${x - k} ${y + k} ${x - k} ${y + k} ${x - r} ${y}C${x - k} ${y - k} ${x - k} ${y - k} ${x} ${y - r}Z`;
}

/** [x, y, radius, accent?]: sparkles are still (no animation: the page does not keep changing after it paints). */
type Sparkle = readonly [number, number, number, boolean?];
/** [x, y, radius, with a shine?] */
type Bubble = readonly [number, number, number, boolean?];

function Sparkles({ items }: { items: readonly Sparkle[] }) {
  return items.map(([x, y, r, warm]) => (
    <path key={`${x}-${y}`} d={sparklePath(x, y, r)} className={warm ? s.sparkleAccent : s.sparkleBrand} />
  ));
}

function Bubbles({ items }: { items: readonly Bubble[] }) {
  return items.map(([x, y, r, shiny]) => (
    <g key={`${x}-${y}`}>
      <circle cx={x} cy={y} r={r} className={s.bubble} />
      {shiny ? (
        <path
          d={`M${x - r * 0.45} ${y - r * 0.4}a${r * 0.55} ${r * 0.55} 0 0 1 ${r * 0.4}-${r * 0.3}`}
          className={s.bubbleShine}
        />
      ) : null}
    </g>
  ));
}

/** The spray bottle of the home and services scenes, standing on the ground at x…x+40. */
function SprayBottle({ x }: { x: number }) {
  return (
    <g transform={`translate(${x - 362} 0)`}>
      <path d="M372 236h20l6 14h-32z" className={s.ink} />
      <path d="M352 242h24v-10h-10z" className={s.ink} />
      <rect x="362" y="250" width="40" height="72" rx="10" className={s.solid} />
      <rect x="370" y="272" width="24" height="26" rx="4" className={s.light} />
      <circle cx="340" cy="232" r="5" className={s.mist} />
      <circle cx="328" cy="222" r="4" className={s.mist} />
      <circle cx="330" cy="242" r="3.5" className={s.mist} />
      <circle cx="316" cy="232" r="3" className={s.mist} />
    </g>
  );
}

/** A house with soap bubbles and a spray bottle. */
function Home() {
  return (
    <>
      <rect x="196" y="108" width="24" height="52" rx="4" className={s.solidDark} />
      <path d="M132 196 240 112l108 84z" className={s.solid} />
      <rect x="150" y="190" width="180" height="132" rx="8" className={s.outlined} />
      <rect x="222" y="244" width="40" height="78" rx="6" className={s.accent} />
      <circle cx="253" cy="286" r="3.5" className={s.ink} />
      <rect x="170" y="216" width="38" height="38" rx="6" className={s.pane} />
      <rect x="276" y="216" width="38" height="38" rx="6" className={s.pane} />
      <path d="M179 238l10-10M285 238l10-10" className={s.shine} />
      <SprayBottle x={362} />
      <Bubbles
        items={[
          [110, 150, 26, true],
          [84, 214, 14],
          [120, 262, 18, true],
          [378, 150, 20, true],
          [414, 200, 11],
        ]}
      />
      <Sparkles
        items={[
          [312, 98, 22, true],
          [160, 92, 14],
          [420, 104, 12],
          [64, 292, 12, true],
          [428, 290, 16, true],
        ]}
      />
    </>
  );
}

/** The cleaning kit: a bucket of suds with a mop, a sponge and the spray bottle. */
function Services() {
  return (
    <>
      <path d="M300 84 250 262" className={`${s.line} ${s.thick}`} />
      <path d="M300 84 250 262" className={`${s.shine} ${s.thin}`} />
      <Bubbles
        items={[
          [176, 214, 16, true],
          [204, 204, 20, true],
          [236, 212, 16],
          [262, 220, 11],
        ]}
      />
      <path d="M156 236h128l-14 86h-100z" className={s.outlined} />
      <rect x="148" y="226" width="144" height="16" rx="8" className={s.solid} />
      <path d="M160 234c10-62 110-62 120 0" className={s.line} />
      <path d="M186 262v40M220 262v40M254 262v40" className={s.steam} />
      <rect x="292" y="290" width="58" height="32" rx="8" className={s.accent} />
      <rect x="292" y="282" width="58" height="14" rx="6" className={s.solid} />
      <SprayBottle x={366} />
      <Bubbles
        items={[
          [108, 160, 24, true],
          [88, 226, 13],
          [380, 160, 18, true],
          [122, 286, 10],
        ]}
      />
      <Sparkles
        items={[
          [338, 92, 20, true],
          [170, 120, 14],
          [424, 112, 12],
          [66, 290, 12, true],
          [432, 292, 14, true],
        ]}
      />
    </>
  );
}

/** Dubai: a needle tower beside apartment blocks and a villa, all sparkling. */
function Cleaning() {
  return (
    <>
      <rect x="104" y="238" width="40" height="84" rx="4" className={s.solidDark} />
      <rect x="150" y="196" width="58" height="126" rx="6" className={s.outlined} />
      <path
        d="M164 214h12M182 214h12M164 236h12M182 236h12M164 258h12M182 258h12M164 280h12M182 280h12"
        className={s.line}
      />
      <path d="M240 58l7 92 8 8 6 82 9 10 4 72h-68l4-72 9-10 6-82 8-8z" className={s.solid} />
      <path d="M240 110v190" className={`${s.shine} ${s.thin}`} />
      <path d="M280 258l48-38 48 38z" className={s.solid} />
      <rect x="288" y="252" width="80" height="70" rx="6" className={s.outlined} />
      <rect x="318" y="280" width="22" height="42" rx="4" className={s.accent} />
      <rect x="296" y="266" width="16" height="16" rx="3" className={`${s.pane} ${s.thin}`} />
      <rect x="346" y="266" width="16" height="16" rx="3" className={`${s.pane} ${s.thin}`} />
      <Bubbles
        items={[
          [104, 170, 22, true],
          [380, 176, 20, true],
          [414, 226, 11],
          [76, 220, 12],
        ]}
      />
      <Sparkles
        items={[
          [240, 40, 16, true],
          [300, 120, 18, true],
          [176, 150, 14],
          [420, 118, 12],
          [64, 292, 12, true],
          [432, 290, 15, true],
        ]}
      />
    </>
  );
}

/** A grease trap cut open: inlet and outlet pipes, baffles, water under a layer of grease, lids on top. */
function GreaseTrap() {
  return (
    <>
      <rect x="72" y="222" width="72" height="18" rx="4" className={s.solidDark} />
      <rect x="336" y="244" width="72" height="18" rx="4" className={s.solidDark} />
      <rect x="130" y="204" width="220" height="118" rx="12" className={s.outlined} />
      <rect x="136" y="256" width="208" height="60" rx="6" className={s.water} />
      <rect x="136" y="244" width="208" height="14" className={s.accent} opacity={0.85} />
      <rect x="202" y="214" width="8" height="88" rx="3" className={s.solid} />
      <rect x="270" y="226" width="8" height="90" rx="3" className={s.solid} />
      <rect x="158" y="188" width="70" height="16" rx="5" className={s.solid} />
      <rect x="252" y="188" width="70" height="16" rx="5" className={s.solid} />
      <path d="M182 188c0-12 22-12 22 0M276 188c0-12 22-12 22 0" className={s.line} />
      <path
        d="M163 268a7 7 0 0 1 14 0M228 286a7 7 0 0 1 14 0M300 274a7 7 0 0 1 14 0"
        className={`${s.shine} ${s.thin}`}
      />
      <path d="M104 168c10 14 16 22 16 30a16 16 0 0 1-32 0c0-8 6-16 16-30z" className={s.accent} />
      <Bubbles
        items={[
          [382, 158, 22, true],
          [418, 206, 11],
          [150, 128, 14, true],
        ]}
      />
      <Sparkles
        items={[
          [300, 108, 22, true],
          [210, 96, 14],
          [420, 110, 12],
          [64, 292, 12, true],
          [430, 300, 15, true],
        ]}
      />
    </>
  );
}

/** A commercial kitchen: a range hood and its duct over a stove, a steaming pot and a pan. */
function CommercialKitchen() {
  return (
    <>
      <rect x="212" y="54" width="56" height="60" rx="4" className={s.outlined} />
      <path d="M178 112h124l32 40H146z" className={s.outlined} />
      <rect x="140" y="148" width="200" height="12" rx="5" className={s.solid} />
      <path d="M196 132h88" className={`${s.line} ${s.thin}`} />
      <path d="M186 186c-8-10 8-16 0-26M206 182c-8-10 8-16 0-26M226 186c-8-10 8-16 0-26" className={s.steam} />
      <rect x="166" y="200" width="76" height="44" rx="10" className={s.solid} />
      <rect x="156" y="206" width="12" height="8" rx="3" className={s.solidDark} />
      <rect x="240" y="206" width="12" height="8" rx="3" className={s.solidDark} />
      <rect x="172" y="194" width="64" height="10" rx="5" className={s.solidDark} />
      <ellipse cx="294" cy="236" rx="32" ry="8" className={s.ink} />
      <path d="M324 234h40" className={`${s.line} ${s.thick}`} />
      <rect x="144" y="242" width="192" height="14" rx="5" className={s.solidDark} />
      <rect x="150" y="254" width="180" height="68" rx="6" className={s.outlined} />
      <rect x="176" y="276" width="128" height="36" rx="6" className={s.pane} />
      <path d="M186 298l12-12" className={s.shine} />
      <circle cx="172" cy="266" r="5" className={s.ink} />
      <circle cx="194" cy="266" r="5" className={s.ink} />
      <circle cx="286" cy="266" r="5" className={s.ink} />
      <circle cx="308" cy="266" r="5" className={s.ink} />
      <Bubbles
        items={[
          [100, 176, 22, true],
          [386, 190, 18, true],
          [86, 244, 11],
        ]}
      />
      <Sparkles
        items={[
          [334, 92, 20, true],
          [150, 92, 14],
          [412, 128, 12],
          [64, 292, 12, true],
          [428, 292, 16, true],
        ]}
      />
    </>
  );
}

const scenes: Record<HeroIllustrationVariant, () => ReactNode> = {
  home: Home,
  services: Services,
  cleaning: Cleaning,
  greaseTrap: GreaseTrap,
  commercialKitchen: CommercialKitchen,
};

/**
 * Our own abstract illustrations, one per kind of page (`variant`), in one style: the scene in a soft disc with
 * soap bubbles and sparkles, coloured only from theme tokens and never animated. They stand in wherever no
 * photo has been uploaded yet.
 */
export function HeroIllustration({ variant = 'home', title, className }: HeroIllustrationProps) {
  const titleId = useId();
  const Scene = scenes[variant];
  return (
    <svg
      viewBox="0 0 480 400"
      xmlns="http://www.w3.org/2000/svg"
      className={[s.root, className].filter(Boolean).join(' ')}
      role={title ? 'img' : undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-variant={variant}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <circle cx="240" cy="200" r="176" className={s.backdrop} />
      <circle cx="240" cy="200" r="150" className={s.backdropRing} />
      <rect x="70" y="320" width="340" height="20" rx="10" className={s.ground} />
      <Scene />
    </svg>
  );
}
