// The devstore admin's built-in plugins in their sections (Shopping, Orders, Programs, Sign-in, Look,
// Tracking: app/plugin-groups.json) and the third-party ones after them, under a search box that narrows them
// all as the merchant types; the look section starts with the look's editor (its form, a live preview and the
// contrast check).
import { type ReactNode, useId, useState } from 'react';
import type { AdminBoot } from '../../../server/admin-app/boot.ts';
import { LookEditor } from '../../../server/admin-app/ui/LookEditor.tsx';
import { PluginCard, type PluginView } from '../../../server/admin-app/ui/PluginCard.tsx';
import { lookMatches, pluginSections, thirdPartyShown } from '../../../server/admin-app/ui/plugin-sections.ts';
import { formSchema } from '../../../server/admin-app/ui/schema-view.ts';

export interface PluginSectionsProps {
  boot: AdminBoot;
  builtins: PluginView[];
  settings: Record<string, unknown>;
  saveGroup(group: string, value: unknown): Promise<void>;
  externals: PluginView[];
  /** The third-party section with the plugins the search keeps. */
  thirdParty(plugins: PluginView[]): ReactNode;
}

export function PluginSections({ boot, builtins, settings, saveGroup, externals, thirdParty }: PluginSectionsProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const sections = pluginSections(boot.groups, boot.builtins, builtins, query);
  const lookSchema = boot.schemas.look ? formSchema(boot.schemas.look) : null;
  const shown = sections.filter((section) => section.plugins.length > 0 || (section.id === 'look' && lookSchema && lookMatches(query, section.label)));
  const outside = thirdPartyShown(externals, query);
  return (
    <>
      <div className="search">
        <label htmlFor={searchId}>Search settings</label>
        <input id={searchId} type="search" value={query} placeholder="Favorites, colours, points…" autoComplete="off" onChange={(event) => setQuery(event.target.value)} />
      </div>
      {boot.catalogueError && <p className="notice notice-error">The built-in plugins could not be read from app/plugins.ts: {boot.catalogueError}</p>}
      {shown.length === 0 && !outside.show && (
        <p className="empty" role="status">
          Nothing matches “{query.trim()}”. Try another word, or clear the search.
        </p>
      )}
      {shown.map((section) => (
        <section key={section.id} className="section" aria-labelledby={`section-${section.id}`}>
          <div className="section-head">
            <h2 id={`section-${section.id}`}>{section.label}</h2>
            <p className="section-note">{section.note}</p>
          </div>
          {section.id === 'look' && lookSchema && lookMatches(query, section.label) && (
            <div className="card look-card">
              <LookEditor schema={lookSchema} value={settings.look} save={(value) => saveGroup('look', value)} />
            </div>
          )}
          {section.plugins.length > 0 && (
            <ul className="plugin-list">
              {section.plugins.map((plugin) => (
                <PluginCard key={plugin.key} plugin={plugin} />
              ))}
            </ul>
          )}
        </section>
      ))}
      {outside.show && thirdParty(outside.plugins)}
    </>
  );
}
