import { TRANSITION_MS } from '@clinic/domain';
import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * The one theme of the suite: a calm teal-and-slate medical palette on an off-white background.
 * Every colour pair used for text passes WCAG AA (4.5:1) on its background. Screens never write
 * raw colours or sizes: they use these variables.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: '#0f766e',
    primaryHover: '#115e59',
    primarySoft: '#e0f2ef',
    onPrimary: '#ffffff',

    secondary: '#475569',
    secondaryHover: '#334155',
    secondarySoft: '#eef2f6',
    onSecondary: '#ffffff',

    success: '#147a3a',
    successSoft: '#e3f5e8',
    info: '#0369a1',
    infoSoft: '#e1f0fa',
    warning: '#965d07',
    warningSoft: '#fdf3d7',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerSoft: '#fdecec',
    onDanger: '#ffffff',

    text: '#0f172a',
    muted: '#5b6b7f',
    background: '#f3f6f8',
    surface: '#ffffff',
    surfaceRaised: '#fbfcfd',
    border: '#d8e0e7',
    borderStrong: '#b6c3cf',
    focus: '#2563eb',
    backdrop: 'rgba(15, 23, 42, 0.45)',
    // Placeholder shapes of loading tables and the hover tint of rows and options.
    skeleton: '#e6ebf0',
    skeletonShine: '#f4f7f9',
    hover: '#f1f5f8',
  },
  font: {
    // System faces with complete Vietnamese coverage (stacked diacritics such as ệ, ổ, ữ).
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
    mono: 'ui-monospace, "SF Mono", "Cascadia Mono", "Roboto Mono", "DejaVu Sans Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.5rem',
    // Waiting-room TV, read from across the room.
    tv: '3.5rem',
    tvHuge: '12rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    // Vietnamese needs room above and below for stacked marks: never go tighter than 1.25.
    tight: '1.25',
    normal: '1.5',
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
    huge: '4.5rem',
  },
  radius: {
    sm: '0.25rem',
    md: '0.5rem',
    lg: '0.75rem',
    xl: '1.25rem',
    pill: '999px',
  },
  size: {
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
    controlXl: '4rem',
    iconSm: '1rem',
    iconMd: '1.5rem',
    logoSm: '2rem',
    logoMd: '2.75rem',
    logoLg: '4rem',
    logoXl: '6rem',
    borderWidth: '1px',
    stroke: '2px',
    barWidth: '0.5rem',
    barHeight: '2rem',
    focusRing: '3px',
    contentWidth: '60rem',
    narrowWidth: '36rem',
    dialogWidth: '28rem',
    // Form controls and their parts.
    checkbox: '1.125rem',
    switchWidth: '2.25rem',
    switchHeight: '1.25rem',
    switchThumb: '0.875rem',
    textareaHeight: '6rem',
    popoverWidth: '18rem',
    popoverMaxHeight: '16rem',
    calendarCell: '2.25rem',
    // Avatars: sm 24 px, md 32 px (the default), lg 40 px, xl 64 px.
    avatarSm: '1.5rem',
    avatarMd: '2rem',
    avatarLg: '2.5rem',
    avatarXl: '4rem',
    iconBase: '1.25rem',
    iconLg: '2rem',
    iconXl: '3rem',
    drawerSm: '22rem',
    drawerMd: '30rem',
    drawerLg: '44rem',
    toastWidth: '24rem',
    columnXs: '4rem',
    columnSm: '7rem',
    columnMd: '11rem',
    columnLg: '16rem',
    skeletonLine: '0.75rem',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 2px 4px rgba(15, 23, 42, 0.05), 0 8px 24px rgba(15, 23, 42, 0.07)',
    lg: '0 12px 40px rgba(15, 23, 42, 0.18)',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
    slow: '1s',
    // Transitions (docs/product.md#dialogs-and-messages): the numbers live in @clinic/domain, so scripts and
    // styles agree.
    fade: `${TRANSITION_MS.fade}ms`,
    collapse: `${TRANSITION_MS.collapse}ms`,
    modal: `${TRANSITION_MS.modal}ms`,
  },
  zIndex: {
    raised: '10',
    sticky: '20',
    popover: '900',
    modal: '1000',
    toast: '1100',
  },
});

/** The six status colours a Badge (and other toned components) can take. */
export const tones = ['primary', 'secondary', 'success', 'info', 'warning', 'danger'] as const;
export type Tone = (typeof tones)[number];

/** Media queries cannot read CSS variables, so breakpoints are plain constants. */
export const breakpoints = {
  phone: 0,
  tablet: 768,
  desktop: 1200,
  tv: 1600,
} as const;

export const media = {
  /** Below the tablet breakpoint only (phones). */
  phone: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  tv: `screen and (min-width: ${breakpoints.tv}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Devices with a real pointer: hover effects only there (touch screens keep the last hover). */
  hover: '(hover: hover)',
} as const;

/** The transition lengths in milliseconds, for scripts that wait for a CSS transition to end. */
export const transitionMs = TRANSITION_MS;
