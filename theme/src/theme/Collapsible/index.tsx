import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Milliseconds a collapse animation takes for content of a given height: longer for taller content. Pure. */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const steps = height / 36;
  return Math.round(Math.min((4 + 15 * steps ** 0.25 + steps / 5) * 10, 600));
}

/**
 * Animates its content open and closed (height transition, ease-in-out); renders closed content
 * hidden. A `lazy` one renders nothing inside until it is first opened, as Docusaurus's sidebar
 * does: a large sidebar then costs each page only its open categories.
 */
export default function Collapsible({ collapsed, children, className, lazy = false }: { collapsed: boolean; children: ReactNode; className?: string; lazy?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(!collapsed);
  // Set while rendering, so the content is there when the opening effect measures its height.
  if (!collapsed && !opened) setOpened(true);
  const [style, setStyle] = useState<React.CSSProperties>(collapsed ? { display: 'none', overflow: 'hidden', height: 0 } : {});
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = ref.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.style.display = '';
    const height = element.scrollHeight;
    const duration = collapseDuration(height, reduced);
    const transition = `height ${duration}ms ease-in-out`;
    setStyle({ height: collapsed ? height : 0, overflow: 'hidden', transition });
    // Two frames later the start height is painted and the end height starts the transition; the
    // final style follows once the transition has had its time, counted from then (not from now:
    // a 1 ms transition must not end before its frames come, or the end height would stay).
    let done: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        setStyle({ height: collapsed ? 0 : height, overflow: 'hidden', transition });
        done = setTimeout(() => setStyle(collapsed ? { display: 'none', overflow: 'hidden', height: 0 } : {}), duration + 20);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(done);
    };
  }, [collapsed]);
  return (
    <div ref={ref} className={className} style={style} data-collapsed={collapsed}>
      {lazy && !opened ? null : children}
    </div>
  );
}
