// The look settings group in both admins: its generated form, a live preview (a small panel drawn with the
// values being edited, before they are saved) and the contrast of each colour pair against WCAG AA. A pair that
// fails is saved all the same (the merchant decides) but named, with the ratio it has and the one it needs.
import type { RJSFSchema } from '@rjsf/utils';
import { type CSSProperties, useState } from 'react';
import { contrastChecks, FONT_STACKS, type Look, lookColours } from '../../../runtime/dom/look.ts';
import { type FormLook, type SaveBar, SettingsForm } from './SettingsForm.tsx';
import './look-editor.css';

export interface LookEditorProps {
  schema: RJSFSchema;
  value: unknown;
  save(value: unknown): Promise<void>;
  look?: FormLook;
  saveBar?: SaveBar;
}

const asLook = (value: unknown): Look => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Look) : {});

/** What an empty accent or text colour is on the look being edited: a dark panel's are light. */
const colourDefaults = (value: unknown) => {
  const { accent, text } = lookColours({ background: asLook(value).background ?? 'light' });
  return { accent, text };
};

export function LookEditor({ schema, value, save, look, saveBar }: LookEditorProps) {
  const [editing, setEditing] = useState<Look>(asLook(value));
  return (
    <div className="look-editor">
      <div className="look-form">
        <h3 className="look-title">The panel's look</h3>
        <SettingsForm
          formId="group-look"
          title="Colours, font and placement"
          saveText="Save look"
          schema={schema}
          value={value}
          onSave={save}
          onEdit={(next) => setEditing(asLook(next))}
          colourDefaults={colourDefaults}
          {...(look ? { look } : {})}
          {...(saveBar ? { saveBar } : {})}
        />
      </div>
      <div className="look-aside">
        <LookPreview look={editing} />
        <ContrastReport look={editing} />
      </div>
    </div>
  );
}

/** Each failing pair by name, or that all pass. */
export function ContrastReport({ look }: { look: Look }) {
  const failing = contrastChecks(look).filter((check) => !check.ok);
  if (failing.length === 0) {
    return (
      <p className="look-contrast look-contrast-ok" role="status">
        Every colour pair is easy to read (WCAG AA contrast).
      </p>
    );
  }
  return (
    <div className="look-contrast look-contrast-warning" role="status">
      <p className="look-contrast-title">{failing.length === 1 ? 'One colour pair is hard to read' : `${failing.length} colour pairs are hard to read`}</p>
      <ul>
        {failing.map((check) => (
          <li key={check.pair}>
            {check.pair}: {check.ratio.toFixed(2)}:1, needs {check.needed}:1.
          </li>
        ))}
      </ul>
      <p className="look-contrast-hint">You can still save it; shoppers with low vision may not read these. A darker or lighter colour fixes it.</p>
    </div>
  );
}

/** A small panel in the look's colours, corners and font: what a shopper sees on For you. */
export function LookPreview({ look }: { look: Look }) {
  const c = lookColours(look);
  const radius = Number.isInteger(look.radius) ? Math.min(28, Math.max(0, look.radius!)) : 20;
  const font = look.font && look.font !== 'store' ? FONT_STACKS[look.font] : 'inherit';
  const panel: CSSProperties = {
    background: c.bg,
    color: c.text,
    fontFamily: font,
    borderRadius: `${radius}px`,
    border: `1px solid ${look.background === 'dark' ? '#3f3f46' : '#e4e4e7'}`,
  };
  const button = (primary: boolean): CSSProperties => ({
    background: primary ? c.accent : 'transparent',
    color: primary ? c.accentText : c.text,
    border: `1px solid ${primary ? c.accent : look.background === 'dark' ? '#52525b' : '#d4d4d8'}`,
    borderRadius: '999px',
  });
  return (
    <figure className="look-preview">
      <figcaption className="look-preview-caption">Preview{look.font === 'store' || !look.font ? " · your store's font on the storefront" : ''}</figcaption>
      <div className="look-preview-panel" style={panel} data-testid="look-preview">
        <p className="look-preview-heading">For you</p>
        <div className="look-preview-card" style={{ background: c.surface, borderRadius: `${Math.round(radius * 0.6)}px` }}>
          <p className="look-preview-card-title">Sign in</p>
          <p className="look-preview-muted" style={{ color: c.muted }}>
            See your orders and keep your favorites on every device.
          </p>
          <span className="look-preview-button" style={button(true)}>
            Get login code
          </span>
          <span className="look-preview-button" style={button(false)}>
            Sign in with Google
          </span>
        </div>
        <p className="look-preview-nav" style={{ borderTop: `1px solid ${look.background === 'dark' ? '#3f3f46' : '#e4e4e7'}` }}>
          <span style={{ fontWeight: 700 }}>For you</span>
          <span style={{ color: c.muted }}>Orders</span>
          <span style={{ color: c.muted }}>Profile</span>
        </p>
      </div>
    </figure>
  );
}
