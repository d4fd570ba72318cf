// What the loader preloads with the panel on intent: each built-in plugin's lazy chunks, so the mount does
// not wait for a second round of requests.
import type * as esbuild from 'esbuild';
import { activeDefaults } from '../schemas/generated/settings-groups.js';
import { distRelative } from './paths.ts';

/**
 * One plugin's preloads as the loader embeds them: a tuple, so the field names are not repeated in status.js
 * for every plugin; runtime/loader/status.ts reads it into named fields (start.ts PluginPreload).
 */
export type PreloadWire = [activeBy: string, activeByDefault: boolean, chunks: string[], validators: [group: string, chunks: string[]][], guest: string[]];

/**
 * Modules a plugin's setup imports at once for a guest (a page that knows no customer), which a guest's first
 * open then waits for: login's section, the form every guest's first open shows. The loader preloads them with
 * the plugin's code on a guest's page; otherwise their requests start only once the panel graph ran and the
 * setup asked for them.
 */
const GUEST_FIRST_OPEN: Record<string, string[]> = { login: ['LoginSection.tsx'] };

/**
 * Each built-in plugin's lazy chunks (its setup module, English messages and settings validators, with what
 * they import statically, minus what the panel's files hold already). Manifests come from app/plugins.ts; a
 * plugin's code is the `setup` module in its folder. A settings group's validator is listed apart: the runtime
 * needs none for a group the page's settings leave out or empty (runtime/registry.ts), so the loader preloads
 * it only when the group has something in it. A deferred plugin is no part of the first open: left out.
 */
export async function pluginPreloadsFrom(meta: esbuild.Metafile, panelFiles: readonly string[]): Promise<PreloadWire[]> {
  const { builtinPlugins } = await import('../app/plugins.ts');
  const eager = new Set(panelFiles);
  const outputOf = (entry: RegExp) => Object.keys(meta.outputs).filter((file) => entry.test(meta.outputs[file]!.entryPoint ?? ''));
  return builtinPlugins
    .filter((plugin) => plugin.load && !plugin.deferred)
    .map((plugin): PreloadWire => {
      const seen = new Set<string>();
      /** The .js files `starts` import statically that no earlier call and not the panel's files hold. */
      const closure = (starts: string[]): string[] => {
        const files: string[] = [];
        const visit = (file: string): void => {
          if (seen.has(file) || eager.has(distRelative(file))) return;
          seen.add(file);
          files.push(file);
          for (const item of meta.outputs[file]?.imports ?? []) if (item.kind === 'import-statement' && !item.external) visit(item.path);
        };
        starts.forEach(visit);
        return files.filter((file) => file.endsWith('.js')).map(distRelative);
      };
      const code = closure(outputOf(new RegExp(`^plugins/${plugin.id}/(setup\\.tsx?|messages/en\\.ts)$`)));
      const validators = (plugin.settings ?? []).map((group: string): [string, string[]] => [
        group,
        closure(outputOf(new RegExp(`^schemas/generated/settings/${group}\\.js$`))),
      ]);
      const guest = closure((GUEST_FIRST_OPEN[plugin.id] ?? []).flatMap((module) => {
        const files = outputOf(new RegExp(`^plugins/${plugin.id}/${module.replace(/[.]/g, '\\.')}$`));
        if (!files.length) throw new Error(`build: GUEST_FIRST_OPEN names plugins/${plugin.id}/${module}, which is no chunk's entry`);
        return files;
      }));
      const group = plugin.activeBy ?? '';
      const byDefault = group ? ((activeDefaults as Record<string, boolean | undefined>)[group] ?? true) : true;
      return [group, byDefault, code, validators.filter(([, chunks]) => chunks.length), guest];
    });
}
