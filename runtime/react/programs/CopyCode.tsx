// A code with its Copy button ("Copy ID"): the code on the clipboard, then the button says so for 2 s
// (and a polite live region tells a screen reader). Where the clipboard is refused (an insecure page, a
// denied permission) the code is selected instead, for the shopper to copy by hand.
import { useEffect, useRef, useState } from 'react';
import { CheckIcon, CopyIcon } from './icons.tsx';

export const COPIED_MS = 2000;

export interface CopyCodeProps {
  code: string;
  /** The visible label of the code ("Gift card code"), for assistive technology. */
  codeLabel: string;
  copyLabel: string;
  copiedLabel: string;
  /** Called after a successful copy (tracking). */
  onCopied?: () => void;
}

export function CopyCode({ code, codeLabel, copyLabel, copiedLabel, onCopied }: CopyCodeProps) {
  const [copied, setCopied] = useState(false);
  const codeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(id);
  }, [copied]);

  const selectCode = () => {
    const node = codeRef.current;
    const selection = node?.ownerDocument.defaultView?.getSelection();
    if (!node || !selection) return;
    selection.selectAllChildren(node);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      onCopied?.();
    } catch {
      selectCode();
    }
  };

  return (
    <div className="status-program-code">
      <code ref={codeRef} aria-label={`${codeLabel}: ${code}`}>
        {code}
      </code>
      <button type="button" className="status-button" onClick={() => void copy()} {...(copied ? { 'data-copied': '' } : {})}>
        {copied ? <CheckIcon /> : <CopyIcon />}
        {copied ? copiedLabel : copyLabel}
      </button>
      <span className="status-visually-hidden" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}
