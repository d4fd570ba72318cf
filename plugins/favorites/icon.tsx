// The favorite icon the merchant chose (wishlist.icon): a heart, a star, a bookmark (the same shapes as
// the theme's hearts), or their own SVG (`iconMarkup`), rendered only after the runtime's sanitiser (DOMPurify,
// loaded with the first custom icon) took out scripts, handlers and refused URLs. Decorative: the button names it.
import { useEffect, useState } from 'react';
import { sanitizeMarkup, type Settings } from '../../runtime/public.ts';

const PATHS: Record<string, string> = {
  heart: 'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.5 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z',
  bookmark: 'M6.5 3.5h11v17L12 16.5l-5.5 4z',
};

/** One sanitising per markup, shared by every card. */
const sanitized = new Map<string, Promise<string>>();
const cleanIcon = (markup: string): Promise<string> => {
  let clean = sanitized.get(markup);
  if (!clean) sanitized.set(markup, (clean = sanitizeMarkup(markup, { svg: true })));
  return clean;
};

export function FavoriteIcon({ settings }: { settings: Readonly<Partial<Settings['wishlist']>> | undefined }) {
  const markup = settings?.icon === 'custom' && settings.iconMarkup ? settings.iconMarkup : null;
  const [custom, setCustom] = useState<string | null>(null); // '' when nothing was left (or it failed): the heart
  useEffect(() => {
    let live = true;
    if (markup) cleanIcon(markup).then((clean) => live && setCustom(/<svg\b/i.test(clean) ? clean : ''), () => live && setCustom(''));
    return () => {
      live = false;
    };
  }, [markup]);
  if (markup && custom !== '') {
    // Until it is clean, an empty box of the icon's size: nothing moves when it appears.
    return <span className="status-card-toggle-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: custom ?? '' }} />;
  }
  const path = PATHS[settings?.icon ?? 'heart'] ?? PATHS.heart!;
  return (
    <span className="status-card-toggle-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </span>
  );
}
