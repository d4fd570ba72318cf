// One plugin in the admin's list: name (a third-party one's version and provider), its enabled switch (or "Always on"), a notice
// when something is wrong, and its settings forms behind a disclosure button.
import type { RJSFSchema } from '@rjsf/utils';
import { useId, useState } from 'react';
import { type FormLook, type SaveBar, SettingsForm } from './SettingsForm.tsx';
import { Switch } from './Switch.tsx';
import type { PluginOutcomeReport } from './api.ts';
import { PluginOutcomeLine } from './PluginOutcomeLine.tsx';

export interface PluginForm {
  group: string;
  title: string;
  saveText: string;
  schema: RJSFSchema;
  value: unknown;
  save(value: unknown): Promise<void>;
}

export interface PluginView {
  key: string;
  id: string;
  name: string;
  version: string;
  provider: string;
  description?: string;
  external: boolean;
  src?: string;
  /** A third-party plugin: whether the storefront loaded it or skipped it, last time a widget said so. */
  outcome?: PluginOutcomeReport;
  notice?: string;
  loading?: boolean;
  /** null: always on. */
  toggle: { on: boolean; busy: boolean; set(on: boolean): void } | null;
  forms: PluginForm[];
}

export function PluginCard({ plugin }: { plugin: PluginView }) {
  const [open, setOpen] = useState(false);
  // Forms mount on the first open and stay: closing the panel keeps unsaved edits.
  const [opened, setOpened] = useState(false);
  const uid = useId().replace(/:/g, '');
  const nameId = `${uid}-name`;
  const panelId = `${uid}-settings`;
  // Version and provider only for a third-party plugin: a built-in one's are Status's own.
  const meta = plugin.external ? [plugin.version && `v${plugin.version}`, plugin.provider].filter(Boolean).join(' · ') : '';

  return (
    <li className={`card plugin${plugin.toggle && !plugin.toggle.on ? ' plugin-off' : ''}`} data-plugin={plugin.id}>
      <div className="plugin-head">
        <div className="plugin-title">
          <h3 id={nameId}>{plugin.name}</h3>
          {plugin.external && (
            <p className="plugin-meta">
              {meta || (plugin.loading ? 'Reading manifest…' : plugin.id)}
              <span className="tag">Third-party</span>
            </p>
          )}
        </div>
        {plugin.toggle ? (
          <Switch checked={plugin.toggle.on} busy={plugin.toggle.busy} labelledBy={nameId} onChange={plugin.toggle.set} />
        ) : (
          <span className="always-on">Always on</span>
        )}
      </div>
      {plugin.description && <p className="plugin-description">{plugin.description}</p>}
      {plugin.external && (
        <p className="plugin-src">
          <span className="plugin-src-label">id</span> <code>{plugin.id}</code> <span className="plugin-src-label">src</span> <code>{plugin.src}</code>
        </p>
      )}
      {plugin.outcome && <PluginOutcomeLine outcome={plugin.outcome} />}
      {plugin.notice && (
        <p className="notice notice-warning" role="status">
          {plugin.notice}
        </p>
      )}
      {plugin.forms.length > 0 ? (
        <>
          <button type="button" className="disclosure" aria-expanded={open} aria-controls={panelId} onClick={() => {
              setOpen(!open);
              setOpened(true);
            }}>
            <span className="disclosure-icon" aria-hidden="true" />
            Settings<span className="visually-hidden"> for {plugin.name}</span>
          </button>
          <div id={panelId} className="plugin-settings" hidden={!open}>
            {opened && <PluginForms forms={plugin.forms} />}
          </div>
        </>
      ) : (
        !plugin.notice && !plugin.loading && <p className="plugin-none">No settings to edit{plugin.toggle ? ' besides the switch' : ''}.</p>
      )}
    </li>
  );
}

/** A plugin's settings forms, one per group; ids are `group-<group>` (the fields' ids start with it). */
export function PluginForms({ forms, look, saveBar }: { forms: PluginForm[]; look?: FormLook; saveBar?: SaveBar }) {
  return (
    <>
      {forms.map((form) => (
        <SettingsForm
          key={form.group}
          formId={`group-${form.group}`}
          title={form.title}
          saveText={form.saveText}
          schema={form.schema}
          value={form.value}
          onSave={form.save}
          {...(look ? { look } : {})}
          {...(saveBar ? { saveBar } : {})}
        />
      ))}
    </>
  );
}
