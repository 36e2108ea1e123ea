import { useRef } from 'react';
import { Button, Drawer, Flex } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { NAV_BACKGROUND, TOUCH_TARGET } from '../theme';
import { NavBrand, NavMenu } from './nav-menu';

type NavDrawerProps = { open: boolean; onClose: () => void };

/**
 * The side navigation on a phone: a drawer from the left over the page. antd keeps the focus in it, closes it on Esc
 * or a tap beside it, and gives the focus back to the menu button that opened it.
 */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  // antd focuses its own wrapper, around the dialog and its mask; a keyboard user lands on the current page's entry.
  const focusCurrentEntry = (opened: boolean) => {
    if (!opened) return;
    const links = contentRef.current?.querySelectorAll<HTMLElement>('nav a');
    const current = contentRef.current?.querySelector<HTMLElement>('nav a[aria-current="page"]');
    (current ?? links?.[0])?.focus();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={focusCurrentEntry}
      placement="left"
      size={280}
      // Named by this label rather than by a title: an antd title would name the dialog after the brand link.
      aria-label="Navigation"
      closable={false}
      styles={{ body: { background: NAV_BACKGROUND, padding: 0 } }}
    >
      <div ref={contentRef}>
        <Flex align="center" justify="space-between" style={{ paddingRight: 8 }}>
          <NavBrand />
          <Button
            type="text"
            aria-label="Close navigation"
            icon={<CloseOutlined aria-hidden />}
            onClick={onClose}
            style={{ width: TOUCH_TARGET, height: TOUCH_TARGET, color: '#fff' }}
          />
        </Flex>
        <NavMenu touch onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
