import '@testing-library/jest-dom';

// jsdom lacks the layout APIs antd asks for; answer them the way a desktop browser would.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;

const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);
