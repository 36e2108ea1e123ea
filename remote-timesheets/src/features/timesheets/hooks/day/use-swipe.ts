import { useRef, type TouchEvent } from 'react';

const MIN_DISTANCE = 60;

/**
 * Touch handlers for a horizontal swipe: a finger moved left (`onLeft`) or right (`onRight`) by at least 60 px, and
 * more across than down, so scrolling the page is no swipe. Touches from outside the element (a Select's list,
 * rendered elsewhere, still bubbles here through React) are ignored.
 */
export function useSwipe(onLeft: () => void, onRight: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      const inside = event.currentTarget.contains(event.target as Node);
      start.current = touch && inside && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) <= Math.abs(touch.clientY - from.y)) return;
      if (dx < 0) onLeft();
      else onRight();
    },
  };
}
