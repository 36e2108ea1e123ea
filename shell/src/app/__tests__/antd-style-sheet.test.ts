import { linkAntdStyleSheet, STYLE_SHEET_WAIT_MS } from '../antd-style-sheet';

// jsdom fetches no style sheets: each test fires the link's load or error event itself, as the browser would.
const SHEET = '/antd.0123456789.css';

function nameSheetInPage(href: string | null): void {
  document.head.innerHTML = '<meta charset="utf-8"><title>Workforce Portal</title>';
  if (href) document.head.insertAdjacentHTML('beforeend', `<meta name="antd-style-sheet" content="${href}">`);
}

const linkedSheet = () => document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');

afterEach(() => jest.useRealTimers());

describe('linkAntdStyleSheet', () => {
  it('links nothing when the build names no sheet (development, tests)', async () => {
    nameSheetInPage(null);
    await linkAntdStyleSheet(document);
    expect(linkedSheet()).toBeNull();
  });

  it("links the build's sheet first in the head and resolves once it has loaded", async () => {
    nameSheetInPage(SHEET);
    let resolved = false;
    const linked = linkAntdStyleSheet(document).then(() => (resolved = true));
    const link = linkedSheet();
    expect(link?.getAttribute('href')).toBe(SHEET);
    expect(document.head.firstElementChild).toBe(link);
    await Promise.resolve();
    expect(resolved).toBe(false);
    link!.dispatchEvent(new Event('load'));
    await linked;
    expect(linkedSheet()).toBe(link);
  });

  it('takes a sheet that failed out of the page, so antd generates every style', async () => {
    nameSheetInPage(SHEET);
    const linked = linkAntdStyleSheet(document);
    linkedSheet()!.dispatchEvent(new Event('error'));
    await linked;
    expect(linkedSheet()).toBeNull();
  });

  it('stops waiting for a slow sheet and takes it out, so it can never apply after the first render', async () => {
    jest.useFakeTimers();
    nameSheetInPage(SHEET);
    const linked = linkAntdStyleSheet(document);
    const link = linkedSheet()!;
    jest.advanceTimersByTime(STYLE_SHEET_WAIT_MS - 1);
    expect(linkedSheet()).toBe(link);
    jest.advanceTimersByTime(1);
    await linked;
    expect(linkedSheet()).toBeNull();
    link.dispatchEvent(new Event('load'));
    expect(linkedSheet()).toBeNull();
  });
});
