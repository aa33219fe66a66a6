import { useEffect, useRef, useState } from 'react';
import { useGlobalData, usePage, useSiteData, withBase } from '@folio/client';
import { markdownCopyFile } from '@folio/plugin-llms/copy-path';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies the page's Markdown copy to the clipboard. The text is handed over as a promise, inside
 * the click, as Safari wants; browsers without ClipboardItem get it once it has arrived.
 */
function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
  }
  return text.then((value) => navigator.clipboard.writeText(value));
}

/**
 * "Copy page as Markdown" on doc pages and posts, when the llms plugin wrote a Markdown copy of
 * each page: fetches the copy on click, puts it on the clipboard and says so for two seconds.
 */
export default function CopyPageButton() {
  const enabled = useGlobalData<{ markdownCopies?: boolean }>('llms')?.markdownCopies === true;
  const { path } = usePage();
  const { baseUrl } = useSiteData();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!enabled) return null;
  const href = withBase(baseUrl, `/${markdownCopyFile(path)}`);
  const onClick = () => {
    const settle = (next: CopyState) => {
      setState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('idle'), next === 'copied' ? 2000 : 6000);
    };
    copyMarkdown(href).then(() => settle('copied'), () => settle('failed'));
  };
  return (
    <div className="copy-page">
      <button type="button" className="copy-page__button" onClick={onClick}>
        {state === 'copied' ? 'Copied' : 'Copy page as Markdown'}
      </button>
      <span className="copy-page__status" role="status">
        {state === 'copied' ? 'Page copied to the clipboard as Markdown.' : state === 'failed' ? <>Could not copy; <a href={href}>open the Markdown</a> instead.</> : ''}
      </span>
    </div>
  );
}
