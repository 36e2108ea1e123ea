import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { createPortalStore } from '@portal/shared-auth';
import { PortalProviders } from '../portal-providers';

/** A system setting the test turns on and off, as window.matchMedia reports it. */
function reducedMotionSetting(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(value: boolean) {
      matches = value;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => (window.matchMedia = original),
  };
}

/** What antd's components read: whether they animate. */
function MotionState() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'animated' : 'still'}</p>;
}

describe('PortalProviders and prefers-reduced-motion', () => {
  it("turns antd's motion off while the system asks for less motion, and on again when it stops asking", () => {
    const setting = reducedMotionSetting(true);
    try {
      render(
        <PortalProviders store={createPortalStore()}>
          <MotionState />
        </PortalProviders>,
      );
      expect(screen.getByText('still')).toBeInTheDocument();
      setting.set(false);
      expect(screen.getByText('animated')).toBeInTheDocument();
      setting.set(true);
      expect(screen.getByText('still')).toBeInTheDocument();
    } finally {
      setting.restore();
    }
  });
});
