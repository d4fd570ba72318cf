// A colour setting (#rrggbb) as a merchant edits it: the browser's colour picker beside the hex code, which can
// also be typed or emptied (an empty colour is the default). The form's label names the text field; the
// picker is labelled on its own. polaris-form.tsx draws the same in Polaris.
import type { WidgetProps } from '@rjsf/utils';
import type { FormContext } from './SettingsForm.tsx';

export const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The picker's value: the setting, or while it is empty or half typed the colour the field stands for then
 * (a dark look's white text, say; black where the form knows none: a colour input needs one).
 */
export const pickerValue = (value: unknown, fallback?: string) =>
  typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : fallback && HEX.test(fallback) ? fallback.toLowerCase() : '#000000';

/** The colour an empty field stands for, when the form knows it. */
export const colourDefault = ({ name, registry }: Pick<WidgetProps, 'name' | 'registry'>): string | undefined =>
  (registry.formContext as FormContext | undefined)?.colourDefaults?.[name];

/** The text field's placeholder: "Automatic" where an empty field has a default. */
export const colourPlaceholder = (fallback: string | undefined) => (fallback ? 'Automatic' : '#000000');

export function ColorWidget({ id, name, registry, value, label, disabled, readonly, onChange, onBlur, onFocus, options }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const fallback = colourDefault({ name, registry });
  return (
    <span className="color-field">
      <input
        type="color"
        aria-label={`${label}: pick a colour`}
        value={pickerValue(value, fallback)}
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
        placeholder={colourPlaceholder(fallback)}
        value={text}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value.trim())}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </span>
  );
}
