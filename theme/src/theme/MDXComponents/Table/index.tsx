import { useEffect, useRef, useState, type TableHTMLAttributes } from 'react';

/**
 * Markdown tables. A table wider than the column scrolls sideways (see markdown.css); only then
 * is it focusable, so keyboard users can scroll it without a tab stop on every table.
 */
export default function MDXTable(props: TableHTMLAttributes<HTMLTableElement>) {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(table.scrollWidth > table.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} tabIndex={scrolls ? 0 : undefined} {...props} />;
}
