// antd's styles for the portal's components, made at build time (tooling/antd-style-sheet.cjs). antd's CSS-in-JS reads
// the sheet's map of what it holds once, at its first render, and from then on generates only what the sheet lacks.
// So the sheet is either applied before that render or never in the page: a page without it generates every style, as
// it would with no sheet at all, and looks the same. Only a signed-in page load takes it; the first visit to the
// sign-in form stays within its download budget (scripts/lib/wire-budgets.mjs).

/** Longest wait for the sheet before rendering without it: a slow sheet must not hold the page back. */
export const STYLE_SHEET_WAIT_MS = 3_000;

/** The sheet's address, as the build names it in index.html; none in development and in tests. */
function styleSheetHref(document: Document): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="antd-style-sheet"]')?.content || null;
}

/**
 * Links the sheet first in <head> (antd's own styles go first too, so the portal's rules still follow them) and
 * resolves once it is applied; if it fails or takes longer than `waitMs`, takes it out again and resolves all the same.
 */
export function linkAntdStyleSheet(document: Document, waitMs = STYLE_SHEET_WAIT_MS): Promise<void> {
  const href = styleSheetHref(document);
  if (!href) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return new Promise<void>((resolve) => {
    const giveUp = setTimeout(() => settle(false), waitMs);
    function settle(applied: boolean): void {
      clearTimeout(giveUp);
      link.onload = link.onerror = null;
      if (!applied) link.remove();
      resolve();
    }
    link.onload = () => settle(true);
    link.onerror = () => settle(false);
    document.head.prepend(link);
  });
}
