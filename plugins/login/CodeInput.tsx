// The verification code boxes: 4 single-digit boxes, non-digits stripped, pasted
// text split per character, auto-complete when the fourth digit arrives. Keyboard: typing moves on,
// Backspace in an empty box goes back, arrow keys move between boxes.
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

/** Verification code length 4. */
export const CODE_LENGTH = 4;

const onlyDigits = (text: string) => text.replace(/\D/g, '');

export interface CodeInputProps {
  /** Id of the element naming the group. */
  labelledBy: string;
  /** Ids of the error or hint elements. */
  describedBy?: string | undefined;
  invalid: boolean;
  /** While the code is checked the boxes are read-only (they keep focus). */
  busy: boolean;
  digitLabel(position: number): string;
  onComplete(code: string): void;
  /** Any change by the shopper (clears a shown error). */
  onInput?(): void;
  /** Changing it empties the boxes and focuses the first (after a wrong code). */
  clearSignal?: number;
  autoFocus?: boolean;
}

export function CodeInput({ labelledBy, describedBy, invalid, busy, digitLabel, onComplete, onInput, clearSignal = 0, autoFocus }: CodeInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array<string>(CODE_LENGTH).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  useEffect(() => {
    if (autoFocus) focus(0);
  }, [autoFocus]);

  useEffect(() => {
    if (clearSignal === 0) return;
    setDigits(Array<string>(CODE_LENGTH).fill(''));
    focus(0);
  }, [clearSignal]);

  /** Writes `text`'s digits from box `start` on, moves focus after them and completes when all are set. */
  const fill = (start: number, text: string) => {
    const incoming = onlyDigits(text).slice(0, CODE_LENGTH - start).split('');
    const next = [...digits];
    incoming.forEach((digit, k) => (next[start + k] = digit));
    setDigits(next);
    onInput?.();
    if (next.every((d) => d !== '')) {
      focus(start + incoming.length - 1);
      onComplete(next.join(''));
    } else {
      focus(start + incoming.length);
    }
  };

  const onChange = (index: number, raw: string) => {
    if (busy) return;
    let typed = onlyDigits(raw);
    if (typed === '') {
      const next = [...digits];
      next[index] = '';
      setDigits(next);
      onInput?.();
      return;
    }
    // A digit typed into a box that already had one: keep the new one.
    const previous = digits[index];
    if (previous && typed.length === 2) typed = typed[0] === previous ? typed.slice(1) : typed.slice(0, 1);
    // A whole code typed or autofilled into one box (one-time-code) starts at the first box.
    fill(typed.length >= CODE_LENGTH ? 0 : index, typed);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (busy) return;
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted) fill(pasted.length >= CODE_LENGTH ? 0 : index, pasted);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0 && !busy) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next);
      onInput?.();
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  return (
    <div className="status-code" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => void (boxes.current[index] = el)}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index + 1)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          readOnly={busy}
          value={digit}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => onChange(index, e.currentTarget.value)}
          onPaste={(e) => onPaste(index, e)}
          onKeyDown={(e) => onKeyDown(index, e)}
        />
      ))}
    </div>
  );
}
