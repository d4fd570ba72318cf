// Waits for the page init data: checked at once, then polled every 50 ms up to
// 200 times (10 s), then init fails. A missing shopId is an initialization error.
// Init data is `window.StatusInitData`, or, on a page whose Content-Security-Policy refuses inline scripts,
// JSON in `<script type="application/json" id="status-init-data">` (not run, so no CSP applies to it).
import type { InitData } from '../dom/contract';
import type { HostWindow } from '../dom/host-window';
import { shopIdOf } from '../dom/page-data';

export const INIT_POLL_INTERVAL_MS = 50;
export const INIT_POLL_ATTEMPTS = 200;
export const INIT_DATA_TIMEOUT_MESSAGE = 'Status: page init data (window.StatusInitData) not found after 10 s';
export const SHOP_ID_MISSING_MESSAGE =
  'Status: shopId is required in window.StatusInitData; the widget was not initialized';

export type ReadyInitData = InitData & { shopId: string };

/** Found init data with its shop id as the page data's rule reads it (runtime/dom/page-data.ts), or the error. */
function withShopId(data: InitData): ReadyInitData {
  const shopId = shopIdOf(data);
  if (!shopId) throw new Error(SHOP_ID_MISSING_MESSAGE);
  return data.shopId === shopId ? (data as ReadyInitData) : { ...data, shopId };
}

export const INIT_DATA_ELEMENT_ID = 'status-init-data';

/** The JSON init data element's content, parsed; undefined while it is absent or not JSON yet. */
function jsonInitData(win: HostWindow): unknown {
  const element = win.document.getElementById(INIT_DATA_ELEMENT_ID);
  if (element?.getAttribute('type') !== 'application/json') return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

export function waitForInitData(win: HostWindow): Promise<ReadyInitData> {
  return new Promise((resolve, reject) => {
    let polls = 0;
    const check = (): void => {
      const data = win.StatusInitData ?? jsonInitData(win);
      if (data && typeof data === 'object') {
        try {
          resolve(withShopId(data as InitData));
        } catch (error) {
          reject(error);
        }
      } else if (polls++ >= INIT_POLL_ATTEMPTS) {
        reject(new Error(INIT_DATA_TIMEOUT_MESSAGE));
      } else {
        win.setTimeout(check, INIT_POLL_INTERVAL_MS);
      }
    };
    check();
  });
}
