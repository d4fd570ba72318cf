// The personalization field renderer, for the quiz and the preferences pages (the
// `personalization.json` field schema): text → a text input, single → a radio group, multiple → checkboxes,
// date → a date input. Choices are a fieldset with its legend, every input has its label.
//
// Measured choice: rjsf (the devstore admin's JSON-schema forms) is ~40 KB+ gzip with its theme and validator;
// these four field types need ~1 KB, so the widget renders them itself.
import { useId } from 'react';
import type { Answers, Field } from './answers.ts';

/** The API accepts answers up to 1000 characters. */
export const TEXT_MAX = 1000;

export interface FieldsProps {
  fields: readonly Field[];
  values: Answers;
  onChange(key: string, value: string | string[]): void;
  disabled?: boolean;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : Array.isArray(value) ? String(value[0] ?? '') : '');
/** A date answer as the date input needs it (YYYY-MM-DD), whatever ISO form was stored. */
const dateValue = (value: unknown): string => {
  const found = /^\d{4}-\d{2}-\d{2}/.exec(text(value));
  return found ? found[0] : '';
};

export function Fields({ fields, values, onChange, disabled }: FieldsProps) {
  const base = useId();
  return (
    <div className="status-fields">
      {fields.map((field, index) => {
        const id = `${base}-${index}`;
        const label = field.label?.trim() || field.key;
        const type = field.type ?? 'single';
        if (type === 'text' || type === 'date') {
          return (
            <div className="status-field" key={field.key}>
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                className="status-field-input"
                type={type}
                name={field.key}
                value={type === 'date' ? dateValue(values[field.key]) : text(values[field.key])}
                maxLength={type === 'text' ? TEXT_MAX : undefined}
                disabled={disabled}
                onChange={(event) => onChange(field.key, event.target.value)}
              />
            </div>
          );
        }
        const selected = list(values[field.key]);
        const multiple = type === 'multiple';
        return (
          <fieldset className="status-field status-field-choices" key={field.key} disabled={disabled}>
            <legend>{label}</legend>
            {(field.options ?? []).map((option) => {
              const checked = selected.includes(option.value);
              return (
                <label className="status-choice" key={option.value}>
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={`${id}-${field.key}`}
                    value={option.value}
                    checked={checked}
                    onChange={() =>
                      onChange(field.key, multiple ? (checked ? selected.filter((v) => v !== option.value) : [...selected, option.value]) : option.value)
                    }
                  />
                  <span>{option.label}</span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

export const FIELDS_CSS = /* css */ `
.status-fields { display: flex; flex-direction: column; gap: 20px; }
.status-field { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
/* Not the choice tiles: they are labels too, and keep their own padding and weight. */
.status-field > label:not(.status-choice), .status-field > legend { font-weight: 600; padding: 0; margin-bottom: 8px; }
.status-field > label:not(.status-choice) { margin-bottom: 0; }
.status-field-input {
  min-height: 48px; padding: 0 16px; border: 1px solid #71717a; border-radius: var(--status-radius-small);
  background: var(--status-bg); color: var(--status-text); font: inherit; font-size: 16px;
}
.status-choice {
  display: flex; align-items: center; gap: 12px; min-height: 48px; padding: 0 16px; margin-top: 8px;
  border: 1px solid var(--status-border); border-radius: var(--status-radius-small); cursor: pointer;
}
.status-choice:first-of-type { margin-top: 0; }
.status-choice:has(input:checked) { border-color: var(--status-accent); box-shadow: inset 0 0 0 1px var(--status-accent); }
.status-choice input { width: 20px; height: 20px; margin: 0; flex: none; accent-color: var(--status-accent); }
.status-field-choices:disabled .status-choice { opacity: 0.7; cursor: default; }
`;
