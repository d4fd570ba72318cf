// An on/off switch: a button with role="switch" and aria-checked, named by the plugin's heading. Space and
// Enter toggle it (a button's own keys); while a save is under way it is busy, not disabled, so focus stays.
export interface SwitchProps {
  checked: boolean;
  busy: boolean;
  /** id of the element naming it (the plugin's name). */
  labelledBy: string;
  onChange(checked: boolean): void;
}

export function Switch({ checked, busy, labelledBy, onChange }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      className="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    >
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className="switch-text" aria-hidden="true">
        {checked ? 'On' : 'Off'}
      </span>
    </button>
  );
}
