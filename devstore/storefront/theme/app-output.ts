// What the Status app adds to a devstore page, all of it rendered from the extension's Liquid: the app embed's
// head output and the app blocks placed in the theme's areas for this page's template.
import { APP_EMBED, type ExtensionRenderer, type LiquidObjects } from './liquid.ts';
import type { ThemeArea, ThemeConfig } from './theme-config.ts';

export interface AppOutput {
  /** The app embed's output for <head> ('' when the merchant turned the embed off). */
  embed: string;
  /** The app blocks of one area, in order ('' when none renders). */
  area(name: ThemeArea): string;
}

export async function renderAppOutput(
  renderer: ExtensionRenderer,
  theme: ThemeConfig,
  objects: LiquidObjects,
  options: { strictCsp: boolean },
): Promise<AppOutput> {
  const template = objects.request.page_type;
  const areas = (Object.keys(theme.blocks) as ThemeArea[]).filter((area) => area === 'header' || area.startsWith(`${template}.`));
  const embed = theme.appEmbed.enabled
    ? renderer.render(APP_EMBED, objects, { ...theme.appEmbed.settings, ...(options.strictCsp ? { strict_csp: true } : {}) })
    : Promise.resolve('');
  const rendered = await Promise.all(
    areas.map(async (area) => {
      const blocks = await Promise.all(
        theme.blocks[area].map((block, at) => renderer.render(block.type, objects, block.settings, `${area}-${at}`)),
      );
      return [area, blocks.filter(Boolean).join('\n')] as const;
    }),
  );
  const byArea = new Map(rendered);
  return { embed: await embed, area: (name) => byArea.get(name) ?? '' };
}
