// Google sign-in is hidden in iOS Safari 16.1+ and in Facebook or Instagram in-app browsers, where
// the popup sign-in cannot hand its result back to the page.

export interface BrowserInfo {
  userAgent: string;
  /** iPadOS Safari reports a Mac user agent; touch points tell them apart. */
  maxTouchPoints?: number;
}

export function isInAppBrowser(userAgent: string): boolean {
  return /FBAN|FBAV|FB_IAB|FBIOS|Instagram/i.test(userAgent);
}

/** The Safari version on iOS/iPadOS as [major, minor], or null for any other browser (Chrome/Firefox on iOS too). */
export function iosSafariVersion({ userAgent, maxTouchPoints = 0 }: BrowserInfo): [number, number] | null {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!ios || !/Safari\//.test(userAgent) || /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent)) return null;
  const match = /Version\/(\d+)(?:\.(\d+))?/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : null;
}

export function isGoogleSignInSupported(browser: BrowserInfo): boolean {
  if (isInAppBrowser(browser.userAgent)) return false;
  const version = iosSafariVersion(browser);
  if (version && (version[0] > 16 || (version[0] === 16 && version[1] >= 1))) return false;
  return true;
}

export function currentBrowser(): BrowserInfo {
  if (typeof navigator === 'undefined') return { userAgent: '' };
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints };
}
