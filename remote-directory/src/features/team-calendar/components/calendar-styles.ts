import type { CSSProperties } from 'react';

// The grid's marks: approved leave filled, pending hatched with a dashed outline, a half day half filled; weekends and
// public holidays shaded. Each cell also says its meaning in words for screen readers (day-cell.tsx).
const APPROVED = '#1668dc';
const PENDING = 'repeating-linear-gradient(45deg, #1668dc 0 2px, transparent 2px 6px)';

export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
};

export const WEEKEND_BACKGROUND = '#f0f0f0';
export const HOLIDAY_BACKGROUND = '#fff1b8';

// Today's column: its header filled (white text on it, 5.2:1), its cells outlined left and right.
export const TODAY_HEADER: CSSProperties = { background: APPROVED, color: '#fff', fontWeight: 600 };
export const TODAY_OUTLINE = `inset 2px 0 0 ${APPROVED}, inset -2px 0 0 ${APPROVED}`;
export const TODAY_CARD: CSSProperties = { borderColor: APPROVED, borderWidth: 2 };

export function markStyle(status: 'APPROVED' | 'PENDING', half: boolean): CSSProperties {
  const base: CSSProperties = { display: 'block', height: 18, borderRadius: 3, width: half ? '50%' : '100%' };
  return status === 'APPROVED' ? { ...base, background: APPROVED } : { ...base, background: PENDING, outline: `1px dashed ${APPROVED}`, outlineOffset: -1 };
}

export const swatchStyle = (background: string): CSSProperties => ({ display: 'inline-block', width: 18, height: 14, borderRadius: 3, background, verticalAlign: 'middle', marginRight: 6, border: '1px solid #d9d9d9' });
