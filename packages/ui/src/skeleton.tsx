import type { ReactElement } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { themeOf } from '@sf/tokens';

/** Shape of a skeleton placeholder. */
export type SkeletonVariant = 'text' | 'rect' | 'circle';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  readonly variant?: SkeletonVariant | undefined;
  /** CSS width; default 100% (text, rect) or the height (circle). */
  readonly width?: string | undefined;
  /** CSS height; default 1em for text, 8rem for rect, 2.5rem for circle. */
  readonly height?: string | undefined;
  readonly className?: string | undefined;
}

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Bone = styled.span<{ $variant: SkeletonVariant; $width: string; $height: string }>`
  display: block;
  width: ${(p) => p.$width};
  height: ${(p) => p.$height};
  border-radius: ${(p) => (p.$variant === 'circle' ? themeOf(p).radii.round : themeOf(p).radii.md)};
  ${(p) => {
    const { base, highlight } = themeOf(p).palette.skeleton;
    return css`
      background: linear-gradient(90deg, ${base} 25%, ${highlight} 50%, ${base} 75%);
      background-size: 200% 100%;
    `;
  }}
  animation: ${shimmer} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${(p) => themeOf(p).palette.skeleton.base};
  }
  @media (forced-colors: active) {
    border: 1px solid GrayText;
  }
`;

const DEFAULT_HEIGHT: Record<SkeletonVariant, string> = { text: '1em', rect: '8rem', circle: '2.5rem' };

/**
 * A loading placeholder, hidden from assistive tech (`aria-hidden`): announce loading on the container
 * instead (`aria-busy`, or a status text). The shimmer stops under `prefers-reduced-motion`.
 * @example <ul aria-busy="true">{[1, 2, 3].map((i) => <li key={i}><Skeleton variant="rect" /></li>)}</ul>
 */
export function Skeleton({ variant = 'text', width, height, className }: SkeletonProps): ReactElement {
  const h = height ?? DEFAULT_HEIGHT[variant];
  const w = width ?? (variant === 'circle' ? h : '100%');
  return (
    <Bone
      aria-hidden="true"
      data-skeleton={variant}
      className={className}
      $variant={variant}
      $width={w}
      $height={h}
    />
  );
}
