import type { ComponentProps } from 'react';

/** A 16×16 admonition icon (inline, no request; it takes the title's colour). */
export function AdmonitionSvg({ d, ...props }: ComponentProps<'svg'> & { d: string }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" {...props}>
      <path fill="currentColor" fillRule="evenodd" d={d} />
    </svg>
  );
}
