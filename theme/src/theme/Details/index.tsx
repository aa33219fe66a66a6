import { Children, isValidElement, useRef, useState, type DetailsHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/** Props of Details: `<details>` written in Markdown/MDX, or used directly with a `summary` prop. */
export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  /** Used when the children have no `<summary>`; defaults to "Details". */
  summary?: ReactNode;
  children?: ReactNode;
}

const DURATION_MS = 200;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Splits children into the first `<summary>`'s content and the rest. */
function splitSummary(children: ReactNode): { summary: ReactNode | undefined; content: ReactNode[] } {
  let summary: ReactNode | undefined;
  const content: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    if (summary === undefined && isValidElement<{ children?: ReactNode }>(child) && child.type === 'summary') summary = child.props.children;
    else content.push(child);
  }
  return { summary, content };
}

/**
 * A disclosure box with an animated open/close. Works without JavaScript (a native `<details>`);
 * once hydrated, the summary click animates the content height (skipped for reduced motion).
 */
export default function Details({ summary, children, open: initialOpen, className, ...rest }: DetailsProps) {
  const split = splitSummary(children);
  const [open, setOpen] = useState(Boolean(initialOpen));
  const contentRef = useRef<HTMLDivElement>(null);
  const animating = useRef(false);

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    const content = contentRef.current;
    if (animating.current) return;
    if (!content || prefersReducedMotion() || typeof content.animate !== 'function') {
      setOpen(!open);
      return;
    }
    animating.current = true;
    if (open) {
      const animation = content.animate([{ height: `${content.scrollHeight}px` }, { height: '0px' }], { duration: DURATION_MS, easing: 'ease-in-out' });
      animation.onfinish = () => {
        animating.current = false;
        setOpen(false);
      };
    } else {
      setOpen(true);
      // Measure after React has rendered the open state.
      requestAnimationFrame(() => {
        const animation = content.animate([{ height: '0px' }, { height: `${content.scrollHeight}px` }], { duration: DURATION_MS, easing: 'ease-in-out' });
        animation.onfinish = () => {
          animating.current = false;
        };
      });
    }
  };

  return (
    <details
      {...rest}
      open={open}
      // Keeps state in step when the browser opens it (find-in-page, fragment navigation).
      onToggle={(event) => {
        if (!animating.current) setOpen(event.currentTarget.open);
      }}
      className={['details', className].filter(Boolean).join(' ')}
    >
      <summary className="details__summary" onClick={onSummaryClick}>
        {split.summary ?? summary ?? 'Details'}
      </summary>
      <div ref={contentRef} className="details__content">
        {split.content}
      </div>
    </details>
  );
}
