/**
 * The only place hex values live. Every pair used for text meets WCAG 2.2 AA (4.5:1 for text, 3:1 for
 * large text and UI parts); the contrast is checked by axe on every story.
 */
export const palette = {
  teal900: '#062f33',
  teal800: '#073f44',
  teal700: '#0b5d63',
  teal600: '#0e6f76',
  teal100: '#d7eeec',
  teal50: '#eef8f7',
  amber700: '#8a4b00',
  amber600: '#b45309',
  amber500: '#f2a23a',
  amber100: '#fdecd2',
  green700: '#0f6b35',
  green800: '#0b5a2c',
  green900: '#084622',
  red700: '#b42318',
  red50: '#fdecea',
  ink900: '#12202b',
  ink700: '#3d4d59',
  ink500: '#5b6b76',
  ink300: '#c4ced4',
  ink200: '#dde4e8',
  ink100: '#eef2f4',
  white: '#ffffff',
  blue600: '#0b63ce',
  yellow300: '#ffd27a',
  violet700: '#6d28d9',
} as const;

export const tokens = {
  color: {
    background: {
      body: palette.white,
      surface: palette.white,
      subtle: palette.teal50,
      sunken: palette.ink100,
      brand: palette.teal700,
      brandHover: palette.teal800,
      brandActive: palette.teal900,
      brandSoft: palette.teal100,
      accent: palette.amber500,
      accentSoft: palette.amber100,
      /** The WhatsApp quote and booking buttons: a chat app's green, not the brand's teal. */
      chatApp: palette.green700,
      chatAppHover: palette.green800,
      chatAppActive: palette.green900,
      critical: palette.red700,
      criticalSoft: palette.red50,
      positive: palette.green700,
      inverse: palette.teal900,
      overlay: 'rgba(6, 47, 51, 0.55)',
      neutralHover: palette.ink100,
      /** A light wash behind a hovered ghost control on a dark surface. */
      inverseHover: 'rgba(255, 255, 255, 0.14)',
    },
    foreground: {
      text: palette.ink900,
      secondary: palette.ink700,
      muted: palette.ink500,
      brand: palette.teal700,
      onBrand: palette.white,
      onAccent: palette.ink900,
      accentStrong: palette.amber700,
      critical: palette.red700,
      positive: palette.green700,
      inverse: palette.white,
      inverseSecondary: '#c9e2e0',
      link: palette.teal700,
      /** Filled and empty stars of a rating. */
      rating: palette.amber600,
      ratingEmpty: palette.ink500,
    },
    border: {
      standard: palette.ink300,
      subtle: palette.ink200,
      field: palette.ink500,
      brand: palette.teal700,
      critical: palette.red700,
    },
    /**
     * Series of a chart, in order: each at least 3:1 against the surface (WCAG 1.4.11), and neighbours told
     * apart by lightness as well as hue. The figures are always in a table too.
     */
    chart: {
      series1: palette.teal700,
      series2: palette.amber600,
      series3: palette.blue600,
      series4: palette.violet700,
      series5: palette.red700,
      series6: palette.ink700,
      grid: palette.ink200,
      axis: palette.ink700,
    },
    focusRing: palette.blue600,
    focusRingInverse: palette.yellow300,
  },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
    xxxlarge: '4.5rem',
  },
  radius: {
    small: '0.375rem',
    medium: '0.625rem',
    large: '1rem',
    full: '999px',
  },
  font: {
    family: {
      body: "'Inter Variable', 'Inter', 'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif",
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700', extrabold: '800' },
    size: {
      xsmall: '0.8125rem',
      small: '0.9375rem',
      standard: '1rem',
      large: '1.125rem',
      xlarge: '1.375rem',
      h3: '1.25rem',
      h2: 'clamp(1.625rem, 1.2rem + 1.6vw, 2.25rem)',
      h1: 'clamp(2rem, 1.3rem + 2.8vw, 3.25rem)',
    },
    lineHeight: { tight: '1.2', snug: '1.35', standard: '1.6' },
  },
  shadow: {
    small: '0 1px 2px rgba(18, 32, 43, 0.08), 0 1px 3px rgba(18, 32, 43, 0.06)',
    medium: '0 4px 12px rgba(18, 32, 43, 0.08), 0 2px 4px rgba(18, 32, 43, 0.05)',
    large: '0 18px 40px rgba(6, 47, 51, 0.16)',
  },
  zIndex: {
    base: '0',
    raised: '10',
    header: '100',
    chat: '200',
    popover: '300',
    modal: '400',
    toast: '500',
    skipLink: '600',
  },
  size: {
    container: '72rem',
    narrow: '44rem',
    headerHeight: '4rem',
    touchTarget: '2.75rem',
    /**
     * Glyphs: `xsmall` beside small text (badges, statuses), `small` beside body text and in buttons, `medium`
     * alone in an icon button or as a list marker, `large` in a feature tile, `xlarge` and up as decoration or
     * on status pages.
     */
    icon: {
      xsmall: '0.875rem',
      small: '1.125rem',
      medium: '1.25rem',
      large: '1.5rem',
      xlarge: '2rem',
      xxlarge: '3rem',
      xxxlarge: '4rem',
    },
    /** The round or rounded tile a feature or status icon sits in. */
    iconTile: { small: '2.25rem', medium: '3rem', large: '4rem', xlarge: '5rem' },
  },
  duration: { fast: '120ms', standard: '200ms', slow: '320ms' },
} as const;

/** Breakpoints, mobile first: styles without a query are the phone layout. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;
