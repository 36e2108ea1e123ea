import '@testing-library/jest-dom';
import './jest.antd-styles';
import './jest.react-owner-stacks';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default. antd under jsdom, beside other test processes on a busy 2-core
// machine, can take longer to show a message or finish a redirect; a wait that passes only on an idle machine is a
// timing dependency. They return as soon as the expectation holds, so a longer limit costs nothing when it passes.
configure({ asyncUtilTimeout: 15_000 });

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
