import { useEffect, useRef, useState } from 'react';

/** Copies text, falling back to a hidden textarea where the Clipboard API is unavailable (http). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  textarea.select();
  document.execCommand('copy');
  textarea.remove();
}

/** The code block's copy button; says "Copied" for two seconds after a successful copy. */
export default function CopyButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = () => {
    copyText(code).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 2000);
      },
      () => setCopied(false),
    );
  };
  return (
    <button
      type="button"
      className={['code-block__copy', copied && 'code-block__copy--copied'].filter(Boolean).join(' ')}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      title="Copy"
      onClick={onClick}
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
