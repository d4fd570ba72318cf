// Types of ./preset.mjs (the esbuild preset for outside plugins) and ./validator.mjs.
import type { BuildOptions, Plugin } from 'esbuild';

export interface PluginManifestFields {
  id?: string;
  name?: string;
  version?: string;
  provider?: string;
  description?: string;
  /** The plugin's own settings group's JSON schema: a path (relative to absWorkingDir) or the schema itself. */
  settingsSchema?: string | Record<string, unknown>;
}

export interface StatusPluginPresetOptions {
  /** The module whose default export is the definePlugin() result. */
  entry: string;
  /** The bundle, e.g. 'dist/acme-loyalty.js'; the manifest goes beside it ('dist/acme-loyalty.manifest.json'). */
  outfile: string;
  /** Manifest fields; those left out are read from the built plugin, those given must agree with it. */
  manifest?: PluginManifestFields;
  /** Default: process.cwd(). Relative paths are resolved against it. */
  absWorkingDir?: string;
  /** Default true. */
  minify?: boolean;
  sourcemap?: BuildOptions['sourcemap'];
  /** Extra esbuild plugins, run before the preset's own. */
  plugins?: Plugin[];
  define?: Record<string, string>;
}

/** The written manifest: what the merchant admin reads to list the plugin and render its settings form. */
export interface PluginManifestFile {
  id: string;
  name: string;
  version: string;
  provider: string;
  description: string;
  settingsSchema: Record<string, unknown> | null;
}

export declare const HOST_MODULES: readonly ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@status/sdk'];
export declare const HOST_API_VERSION: 1;
export declare const TARGET: readonly string[];

export declare function statusPluginPreset(options: StatusPluginPresetOptions): BuildOptions;
export declare function inlineCssPlugin(): Plugin;
export declare function hostModulesPlugin(options?: { absWorkingDir?: string }): Plugin;
export declare function manifestPathFor(bundle: string): string;
export declare function writeManifest(options: { bundle: string; manifest?: PluginManifestFields; absWorkingDir?: string }): Promise<string>;
/** The built plugin's default export (evaluated in Node, before any host), or null. */
export declare function readBuiltPlugin(bundle: string): Promise<Record<string, unknown> | null>;

export declare const GENERATED_HEADER: string;
export declare function settingsValidatorSource(schema: Record<string, unknown>, options?: { typeName?: string; source?: string }): Promise<{ js: string; dts: string }>;
export declare function generateSettingsValidator(options: { schema: string; outfile: string; typeName?: string; absWorkingDir?: string }): Promise<{ js: string; dts: string }>;
