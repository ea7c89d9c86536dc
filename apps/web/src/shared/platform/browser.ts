/**
 * SPEC §2 recommends one browser family. We count Chrome and every Chromium-based browser
 * (Edge, Opera, Brave, Samsung Internet, WeChat's XWEB, Chrome on iOS) as preferred;
 * Firefox, Safari and the rest get the warning toast.
 */
export function isPreferredBrowser(userAgent: string): boolean {
  if (/Firefox\/|FxiOS\//.test(userAgent)) return false;
  return /Chrome\/|Chromium\/|CriOS\/|Edg(A|iOS)?\//.test(userAgent);
}

/** WeChat's in-app browser cannot add pages to the home screen; the guide says so. */
export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function isMacLike(userAgent: string): boolean {
  return /Mac OS X|Macintosh|iPhone|iPad/.test(userAgent);
}
