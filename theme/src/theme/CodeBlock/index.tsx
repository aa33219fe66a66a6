import { Children, useEffect, useState, type ReactNode } from 'react';
import { highlightInBrowser } from './clientHighlight.ts';
import CopyButton from '@theme/CodeBlock/CopyButton';
import { getLineOptions } from './lineOptions.ts';
import type { CodeLine, CodeToken } from './types.ts';

export type { CodeLine, CodeToken } from './types.ts';

/**
 * Props of CodeBlock. Fenced code and `<CodeBlock>` with a literal child arrive highlighted at
 * build time (`lines`); any other child is highlighted in the browser (Docusaurus props:
 * children, className `language-x`, metastring, title, showLineNumbers).
 */
export interface CodeBlockProps {
  /** Build-time tokens, one array per line. */
  lines?: CodeLine[];
  /** Code to highlight in the browser when `lines` is absent. */
  children?: ReactNode;
  language?: string;
  /** `language-x` also sets the language (Docusaurus). */
  className?: string;
  title?: ReactNode;
  /** Fence-style meta for browser-highlighted code: `title="x" {1,3-5} showLineNumbers`. */
  metastring?: string;
  /** 1-based highlighted lines. */
  highlightLines?: number[];
  /** `true`, or the number of the first line. */
  showLineNumbers?: boolean | number;
}

function tokenText(token: CodeToken): string {
  return typeof token === 'string' ? token : token[1];
}

function plainLines(code: string): CodeLine[] {
  return code.split('\n').map((line) => (line ? [line] : []));
}

/** Browser highlighting for code known only at run time; plain lines until Prism has loaded. */
function useBrowserHighlight(code: string, language: string | undefined, skip: boolean): CodeLine[] {
  const [lines, setLines] = useState<CodeLine[]>(() => plainLines(code));
  useEffect(() => {
    if (skip) return;
    let cancelled = false;
    setLines(plainLines(code));
    highlightInBrowser(code, language).then(
      (tokens) => !cancelled && setLines(tokens),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [code, language, skip]);
  return lines;
}

/**
 * A code block: optional title bar, highlighted lines (optionally numbered, some emphasised) and
 * a copy button. Token colours come from markdown.css (generated from the Prism themes).
 */
export default function CodeBlock(props: CodeBlockProps) {
  const { lines: prebuilt, className, title: titleProp } = props;
  const language = props.language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const childText = prebuilt ? '' : Children.toArray(props.children).map(String).join('').replace(/\n$/, '');
  const options = prebuilt ? undefined : getLineOptions(childText, props.metastring);
  const browserLines = useBrowserHighlight(options?.code ?? '', language, prebuilt !== undefined);
  const lines = prebuilt ?? browserLines;
  const highlighted = new Set(props.highlightLines ?? options?.highlightLines ?? []);
  const showLineNumbers = props.showLineNumbers ?? options?.showLineNumbers;
  const title = titleProp ?? options?.title;
  const code = lines.map((line) => line.map(tokenText).join('')).join('\n');
  const firstNumber = typeof showLineNumbers === 'number' ? showLineNumbers : 1;

  return (
    <div className={['code-block theme-code-block', language && `language-${language}`, className].filter(Boolean).join(' ')}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        <pre className="code-block__pre prism-code" tabIndex={0}>
          <code
            className={['code-block__code', showLineNumbers && 'code-block__code--numbered'].filter(Boolean).join(' ')}
            style={firstNumber !== 1 ? { counterReset: `line-count ${firstNumber - 1}` } : undefined}
          >
            {lines.map((line, index) => (
              <span key={index} className={['token-line', highlighted.has(index + 1) && 'theme-code-block-highlighted-line'].filter(Boolean).join(' ')}>
                {showLineNumbers ? <span className="code-block__line-number" aria-hidden="true" /> : null}
                <span className="code-block__line-content">
                  {line.map((token, i) => (typeof token === 'string' ? token : <span key={i} className={`token ${token[0]}`}>{token[1]}</span>))}
                </span>
                <br />
              </span>
            ))}
          </code>
        </pre>
        <CopyButton code={code} />
      </div>
    </div>
  );
}
