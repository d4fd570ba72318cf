// The panel's frame, drawn by the loader when an open has to wait for the panel chunk (a tap with nothing
// prefetched, a status hash on page load): in the click's own task, so the tap's next paint shows the open
// transition, the header and a page skeleton, without React. Same shadow root (the host element the panel
// mounts into), same stylesheet (runtime/dom/styles/frame.ts, shared with the shell) and the same
// markup as the shell's Panel, Header and Skeleton. The React panel takes the frame over when its open frame
// commits (Panel.tsx: its animations continue where the frame's are, then the frame is removed), so nothing
// flashes, shifts or animates twice.
// The frame takes no focus (the panel's focus trap does, once interactive) and locks no scroll. Its close
// button and overlay cancel the open: the frame plays the close transition and the panel never opens.
import { CLOSE_TRANSITION_MS } from '../dom/panel-constants.ts';
import { CLOSE_ICON_PATH, FRAME_ATTRIBUTE, PAGE_SKELETON_BLOCKS } from '../dom/styles/frame.ts';
import type { InitData } from '../dom/contract';

export interface PanelFrame {
  /** The frame's root in the shadow root (a guest's login card is drawn into its page: app/frame-login.ts). */
  root: HTMLElement;
  /** Plays the close transition, then removes the frame (the open was cancelled). */
  dismiss(): void;
  /** Removes the frame at once (the chunk failed; or the panel is showing by now). */
  remove(): void;
}

type Mode = NonNullable<NonNullable<InitData['theme']>['widget']>['position'];
const MODES: readonly string[] = ['bottom', 'left', 'right', 'centred', 'standalone'] satisfies Mode[];
/** The tab routes (the shell's NAV_TABS), whose pages show the bottom nav: the frame reserves its bar. */
export const TAB_HASH = /^#status(-foryou|-orders|-profile)?$/;

/** The chunk that draws a guest's login card into the frame: each tab page starts with the login section. */
export interface FrameLoginModule {
  drawLogin(frame: HTMLElement, initData: InitData, hash: string): void;
}
const CLOSE_LABELS: Record<string, string> = { de: 'Schließen' };

/** The shell's mode as the page's init data sets it (config.ts: 'bottom' by default). */
export function frameMode(initData: InitData): Mode {
  const position = initData.theme?.widget?.position;
  return position && MODES.includes(position) ? position : 'bottom';
}

/** Draws into the host's shadow root, which holds the frame's stylesheet (panel.ts prepares it). */
export function drawFrame(host: HTMLElement, initData: InitData, hash: string, onClose: () => void): PanelFrame {
  const doc = host.ownerDocument;
  const shadow = host.shadowRoot!;
  const mode = frameMode(initData);
  const modal = mode !== 'standalone';
  const label = CLOSE_LABELS[initData.locale?.language ?? ''] ?? 'Close';
  const root = doc.createElement('div');
  root.className = 'status-root';
  // When it was drawn: the panel continues the frame's animations from there.
  root.setAttribute(FRAME_ATTRIBUTE, String(performance.now()));
  root.innerHTML =
    `<div class="status-shell" data-mode="${mode}">` +
    (modal ? '<div class="status-overlay" data-state="open"></div>' : '') +
    `<div class="status-panel" data-state="open" role="${modal ? 'dialog' : 'region'}" aria-busy="true" tabindex="-1">` +
    '<div class="status-header"><h1 class="status-heading"></h1>' +
    (modal
      ? `<button type="button" class="status-icon-button status-close" aria-label="${label}"><svg class="status-icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${CLOSE_ICON_PATH}"></path></svg></button>`
      : '') +
    '</div><div class="status-scroller"><div class="status-page" data-transition="fade"><div class="status-skeleton" data-size="regular" data-orientation="vertical">' +
    '<span class="status-skeleton-block" aria-hidden="true"></span>'.repeat(PAGE_SKELETON_BLOCKS) +
    `</div></div></div>${TAB_HASH.test(hash) ? '<nav class="status-nav"></nav>' : ''}</div></div>`;
  shadow.append(root);

  const remove = (): void => root.remove();
  const dismiss = (): void => {
    root.querySelectorAll('[data-state]').forEach((element) => element.setAttribute('data-state', 'closing'));
    setTimeout(remove, CLOSE_TRANSITION_MS);
  };
  root.querySelector('.status-overlay')?.addEventListener('click', onClose);
  root.querySelector('.status-close')?.addEventListener('click', onClose);
  return { root, dismiss, remove };
}
