// The theme elements' chunk: the loader imports it when the first element connects (or on
// Status.saveItem/removeItem) and hands every element to `connect`. No React: plain DOM in the page's light
// DOM, styled by the theme (look.ts). What the elements share lives in context.ts.
import type { ElementsHandle } from '../dom/contract.ts';
import type { ErrorReporterOptions, ReportError } from '../dom/error-reports.ts';
import type { HostWindow } from '../dom/host-window.ts';
import { ELEMENTS_STYLE_ID } from '../dom/element-styles.ts';
import { renderSavedItemsLink } from './account.ts';
import { createElementsContext, type ElementsContext, type ElementsOptions } from './context.ts';

export type { ElementsOptions };
import { renderFavoriteToggle, type Cleanup } from './favorite.ts';
import { ELEMENTS_LOOK_CSS, ELEMENTS_LOOK_ID } from './look.ts';
import { SITE_TOAST_MS } from './toast.ts';

type Render = (host: HTMLElement, ctx: ElementsContext) => Cleanup;

/**
 * An element whose code is a chunk of its own (build/elements.ts), imported when `when` says (at once by
 * default) and rendered then; its box is reserved meanwhile (element-styles.ts), so nothing moves when it fills.
 */
function renderLater(load: () => Promise<Render>, when: (host: HTMLElement, go: () => void) => Cleanup = (_, go) => (go(), () => {})): Render {
  return (host, ctx) => {
    let cleanup: Cleanup | null = null;
    let gone = false;
    const stop = when(host, () => {
      load().then(
        (render) => void (gone || (cleanup = render(host, ctx))),
        (error: unknown) => console.error(`Status: ${host.localName} could not be loaded`, error),
      );
    });
    return () => {
      gone = true;
      stop();
      cleanup?.();
    };
  };
}

/**
 * A product strip's code (its own chunk, with the product client) is imported, and its products asked for, when
 * the strip comes within STRIP_MARGIN_PX of the screen: strips sit low on a page, and most page views never
 * scroll to them.
 */
const STRIP_MARGIN_PX = 200;

function whenNear(host: HTMLElement, go: () => void): Cleanup {
  const Observer = host.ownerDocument.defaultView?.IntersectionObserver;
  if (!Observer) return go(), () => {};
  const observer = new Observer((entries) => entries.some((entry) => entry.isIntersecting) && (observer.disconnect(), go()), { rootMargin: `${STRIP_MARGIN_PX}px 0px` });
  observer.observe(host);
  return () => observer.disconnect();
}

const RENDERERS: Record<string, Render> = {
  'status-favorite-toggle': renderFavoriteToggle,
  'status-saved-items-link': renderSavedItemsLink,
  // Less common on a page than the heart and the badge: fetched when one is there.
  'status-save-button': renderLater(() => import('./save-button.ts').then((module) => module.renderSaveButton)),
  'status-login-block': renderLater(() => import('./login-block.ts').then((module) => module.renderLoginBlock)),
  'status-collection-strip': renderLater(() => import('./collection-strip.ts').then((module) => module.renderCollectionStrip), whenNear),
};

/**
 * Errors of our chunks go to the API (error-reports.ts), whose reporter is imported with the first one: most
 * pages have none. Once it is installed, its own listeners take over.
 */
function reportErrorsLazily(win: HostWindow, options: ErrorReporterOptions): ReportError {
  let reporter: Promise<ReportError> | null = null;
  const listening = new AbortController();
  const report: ReportError = (error, where, pluginId) => {
    reporter ??= import('../dom/error-reports.ts').then((module) => (listening.abort(), module.installErrorReports(win, options)));
    reporter.then((installed) => installed(error, where, pluginId), () => {});
  };
  const ours = (where: unknown): boolean => typeof where === 'string' && where.includes(options.base);
  win.addEventListener('error', (event) => {
    if (ours(event.filename) || ours((event.error as Error | undefined)?.stack)) report(event.error ?? event.message, event.filename);
  }, listening);
  win.addEventListener('unhandledrejection', (event) => {
    if (ours((event.reason as Error | undefined)?.stack)) report(event.reason, 'unhandledrejection');
  }, listening);
  return report;
}

export function start(options: ElementsOptions, doc: Document = document): ElementsHandle {
  const ctx = createElementsContext(options, doc);
  const reportError = reportErrorsLazily(doc.defaultView ?? window, { shopId: options.initData.shopId, apiBaseUrl: options.initData.apiBaseUrl, base: new URL('.', import.meta.url).href });
  const cleanups = new WeakMap<HTMLElement, Cleanup>();
  // The elements' reserved sizes, a chunk of their own, imported (and rendering waits for them) only when the
  // theme did not print them render-blocking, as the Shopify app embed does (element-styles.ts).
  const reserved = doc.getElementById(ELEMENTS_STYLE_ID)
    ? null
    : import('../dom/element-styles.ts').then(({ elementsReserveCss }) => {
        if (doc.getElementById(ELEMENTS_STYLE_ID)) return;
        const reserve = doc.createElement('style');
        reserve.id = ELEMENTS_STYLE_ID;
        reserve.textContent = elementsReserveCss();
        doc.head.appendChild(reserve);
      }, (error: unknown) => console.error("Status: the elements' reserved sizes could not be loaded", error));
  if (!doc.getElementById(ELEMENTS_LOOK_ID)) {
    const style = doc.createElement('style');
    style.id = ELEMENTS_LOOK_ID;
    // First in <head>: the theme's own rules come later and win.
    style.textContent = ELEMENTS_LOOK_CSS;
    doc.head.prepend(style);
  }
  const disconnect = (element: HTMLElement): void => {
    cleanups.get(element)?.();
    cleanups.delete(element);
  };
  const render = (element: HTMLElement): void => {
    const renderer = RENDERERS[element.localName];
    if (!renderer || !element.isConnected) return;
    disconnect(element);
    try {
      cleanups.set(element, renderer(element, ctx));
    } catch (error) {
      console.error('Status: a theme element failed to render', error);
      reportError(error, `element ${element.localName}`);
    }
  };
  // On a German page the elements render once its texts arrived, and where the theme did not reserve their
  // sizes, once these are in place.
  const ready = ctx.textsReady || reserved ? Promise.all([ctx.textsReady, reserved]) : null;
  return {
    connect(element) {
      if (ready) void ready.then(() => render(element));
      else render(element);
    },
    disconnect,
    async setSaved(ids, saved) {
      try {
        await ctx.favorites.set(ids, saved);
        return true;
      } catch {
        ctx.toasts.failed(saved, 'site');
        return false;
      }
    },
    notify(message, action) {
      ctx.toasts.show(message, SITE_TOAST_MS, action ? { action } : {});
    },
  };
}
