import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  color: vars.color.muted,
});

/** The loading screen fills the viewport height. */
export const fullHeight = style({ minHeight: '100vh', width: '100%' });

export const bars = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.size.barHeight,
});

const pulse = keyframes({
  '0%, 80%, 100%': { transform: 'scaleY(0.35)', opacity: 0.45 },
  '40%': { transform: 'scaleY(1)', opacity: 1 },
});

export const bar = style({
  width: vars.size.barWidth,
  height: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  transformOrigin: 'center',
  animation: `${pulse} ${vars.duration.slow} ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.8 },
  },
});

export const label = style({ fontSize: vars.fontSize.sm });
