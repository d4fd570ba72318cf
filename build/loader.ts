// The loader, dist/status.js: a classic script that knows the hashed names of the panel's chunks, the elements',
// the extras' (apart and together) and the frame's login card's chunks, and what each built-in plugin needs preloaded.
import type * as esbuild from 'esbuild';
import path from 'node:path';
import { ELEMENTS_ENTRY, ELEMENTS_EXTRAS_ENTRY, EXTRAS_ENTRY, FRAME_LOGIN_ENTRY } from './elements.ts';
import { panelChunksFrom } from './panel.ts';
import { dist, distRelative } from './paths.ts';
import { pluginPreloadsFrom } from './preloads.ts';
import { compactCss } from './compact-css.ts';
import { chunkOf, shared } from './shared.ts';

export async function loaderOptions(panelMeta: esbuild.Metafile, elementsMeta: esbuild.Metafile): Promise<esbuild.BuildOptions> {
  const { panel, dependencies } = panelChunksFrom(panelMeta);
  const plugins = await pluginPreloadsFrom(panelMeta, [panel, ...dependencies]);
  return {
    ...shared,
    entryPoints: ['runtime/loader/status.ts'],
    outfile: path.join(dist, 'status.js'),
    format: 'iife',
    metafile: true,
    plugins: [...(shared.plugins ?? []), compactCss],
    define: {
      ...shared.define,
      __STATUS_PANEL_CHUNK__: JSON.stringify(panel),
      __STATUS_PANEL_DEPENDENCIES__: JSON.stringify(dependencies),
      __STATUS_PLUGIN_PRELOADS__: JSON.stringify(plugins),
      __STATUS_ELEMENTS_CHUNK__: JSON.stringify(chunkOf(elementsMeta, ELEMENTS_ENTRY, distRelative)),
      __STATUS_EXTRAS_CHUNK__: JSON.stringify(chunkOf(elementsMeta, EXTRAS_ENTRY, distRelative)),
      __STATUS_ELEMENTS_EXTRAS_CHUNK__: JSON.stringify(chunkOf(elementsMeta, ELEMENTS_EXTRAS_ENTRY, distRelative)),
      __STATUS_FRAME_LOGIN_CHUNK__: JSON.stringify(chunkOf(elementsMeta, FRAME_LOGIN_ENTRY, distRelative)),
    },
  };
}
