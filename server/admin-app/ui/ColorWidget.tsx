// A colour setting (#rrggbb) as a merchant edits it: the browser's colour picker beside the hex code, which can
// also be typed or emptied (an empty colour is the default). The form's label names the text field; the
// picker is labelled on its own. polaris-form.tsx draws the same in Polaris.
import type { WidgetProps } from '@rjsf/utils';

export const HEX = /^#[0-9a-fA-F]{6}$/;

/** The picker's value: the setting, or black while it is empty or half typed (a colour input needs one). */
export const pickerValue = (value: unknown) => (typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : '#000000');

export function ColorWidget({ id, value, label, disabled, readonly, onChange, onBlur, onFocus, options }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  return (
    <span className="color-field">
      <input
        type="color"
        aria-label={`${label}: pick a colour`}
        value={pickerValue(value)}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        className="form-control"
        type="text"
        inputMode="text"
        spellCheck={false}
        autoComplete="off"
        placeholder="#000000"
        value={text}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value.trim())}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </span>
  );
}
