/**
 * Makes antd's breakpoints (window.matchMedia) answer as a viewport `width` px wide would, until the returned
 * function restores jsdom's default (nothing matches: the desktop layout).
 */
export function mockViewportWidth(width: number): () => void {
  const original = window.matchMedia;
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  // jest.setup's stub, answering as that width would.
  window.matchMedia = (query: string) => ({ ...original(query), matches: matches(query) });
  return () => {
    window.matchMedia = original;
  };
}
