import type { CSSProperties } from 'react';
import type { ModalProps } from 'antd';
import { useIsPhone } from '../layout/breakpoints';
import { useVisibleViewport } from './use-visible-viewport';

/** The Modal props that place a dialog: its width, position and the styles of its parts. */
export type DialogFrame = Pick<ModalProps, 'width' | 'style'> & {
  styles: { container?: CSSProperties; body?: CSSProperties; footer?: CSSProperties };
  /** The dialog fills a phone's screen: the body scrolls between a fixed title and a footer pinned at the bottom. */
  fullScreen: boolean;
};

type DesktopFrame = Omit<DialogFrame, 'fullScreen'>;

/** A full-screen dialog's part that scrolls between the title and the buttons. */
export const PHONE_SCROLLING: CSSProperties = { flex: '1 1 auto', minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' };
/** A full-screen dialog's buttons, pinned under its scrolling part. */
export const PHONE_PINNED: CSSProperties = { flex: 'none', margin: 0, paddingTop: 12, borderTop: '1px solid rgba(5, 5, 5, 0.06)' };

/**
 * Below md a dialog fills the screen (no margin, no rounded corners) and is as tall as what the keyboard leaves
 * visible, so its buttons stay reachable while a field is being typed in; from md up it keeps the desktop frame.
 */
export function useDialogFrame(desktop: DesktopFrame): DialogFrame {
  const phone = useIsPhone();
  const visible = useVisibleViewport(phone);
  if (!phone) return { ...desktop, fullScreen: false };
  return {
    fullScreen: true,
    width: '100vw',
    style: { top: visible?.offsetTop ?? 0, margin: 0, padding: 0, maxWidth: '100vw' },
    styles: {
      container: {
        height: visible ? `${visible.height}px` : '100dvh',
        borderRadius: 0,
        display: 'flex',
        flexDirection: 'column',
        padding: '16px 16px calc(12px + env(safe-area-inset-bottom))',
      },
      body: PHONE_SCROLLING,
      footer: PHONE_PINNED,
    },
  };
}
