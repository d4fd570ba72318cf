// Notification triggers (fire when the count of product views reaches the
// configured amount; default delay 1000 ms): every product page the shopper opens counts a view; a
// trigger whose amount the count reached fires once per browser, on a page of its `page` type (absent: any),
// `delay` ms after the page is idle: a site toast with its message and, with both an action label and a
// destination (a #status route or a URL), a link. The count and the triggers fired live in localStorage,
// read when the page is idle and only on shops with active triggers (storage during load costs phones time,
// see disabled.ts). The toast is the theme elements' (their chunk loads only when a trigger fires).
import type { ExtrasStartOptions } from './extras';

export const PRODUCT_VIEWS_KEY = 'status:product-views';
export const DEFAULT_TRIGGER_DELAY_MS = 1000;

interface Trigger {
  event?: unknown;
  amount?: unknown;
  page?: unknown;
  delay?: unknown;
  toastMessage?: unknown;
  toastActionLabel?: unknown;
  destination?: unknown;
}

/** The settings and the loader's helpers (extras.ts) the triggers use. */
type TriggerOptions = Pick<
  ExtrasStartOptions,
  'win' | 'notify' | 'signal' | 'settings' | 'settingsGroup' | 'readStorage' | 'writeStorage' | 'pageTypeFromPath' | 'runWhenIdle'
>;

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
/** A trigger is known by what it says and when: a merchant who edits it gets it shown again. */
const keyOf = (trigger: Trigger): string => `${String(trigger.amount)}:${String(trigger.page ?? '')}:${String(trigger.toastMessage)}`;

function readState({ win, readStorage }: TriggerOptions): { views: number; fired: string[] } {
  try {
    const value = JSON.parse(readStorage(win, PRODUCT_VIEWS_KEY) ?? '{}') as { views?: unknown; fired?: unknown };
    return {
      views: typeof value.views === 'number' && value.views >= 0 ? value.views : 0,
      fired: Array.isArray(value.fired) ? value.fired.filter((k): k is string => typeof k === 'string') : [],
    };
  } catch {
    return { views: 0, fired: [] };
  }
}

export function installNotificationTriggers(options: TriggerOptions): void {
  const { win, notify, signal } = options;
  const group = options.settingsGroup(options.settings, 'notificationTriggers');
  const triggers = group?.isActive === true && Array.isArray(group.triggers) ? (group.triggers as Trigger[]) : [];
  if (!triggers.length) return;
  options.runWhenIdle(win, () => {
    if (signal?.aborted) return;
    const pageType = options.pageTypeFromPath(win.location.pathname);
    const state = readState(options);
    if (pageType === 'product') state.views += 1;
    const due = triggers.filter(
      (t) =>
        t && (t.event === undefined || t.event === 'productView') && typeof t.amount === 'number' && state.views >= t.amount &&
        (t.page === undefined || t.page === pageType) && str(t.toastMessage) && !state.fired.includes(keyOf(t)),
    );
    state.fired.push(...due.map(keyOf));
    options.writeStorage(win, PRODUCT_VIEWS_KEY, JSON.stringify(state));
    for (const trigger of due) {
      const delay = typeof trigger.delay === 'number' && trigger.delay >= 0 ? trigger.delay : DEFAULT_TRIGGER_DELAY_MS;
      const label = str(trigger.toastActionLabel);
      const href = str(trigger.destination);
      win.setTimeout(() => notify(str(trigger.toastMessage)!, label && href ? { label, href } : undefined), delay);
    }
  });
}
