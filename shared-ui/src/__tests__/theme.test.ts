import { theme } from 'antd';
import { portalTheme } from '../theme';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('portalTheme', () => {
  const token = theme.getDesignToken(portalTheme);

  it.each([
    ['secondary text', token.colorTextDescription, '#ffffff'],
    ['secondary text on the page background', token.colorTextDescription, token.colorBgLayout],
    ['labels of descriptions', token.colorTextTertiary, '#ffffff'],
    ['placeholders', token.colorTextPlaceholder, '#ffffff'],
    ['errors', token.colorError, '#ffffff'],
    ['white on a hovered primary button', '#ffffff', token.colorPrimaryHover],
    ['white on a primary button', '#ffffff', token.colorPrimary],
    ['green tags', token.green7, token.green1],
    ['gold tags', token.gold7, token.gold1],
    ['orange tags', token.orange7, token.orange1],
    ['red tags', token.red7, token.red1],
    ['blue tags', token.blue7, token.blue1],
  ])('%s reach 4.5:1', (_what, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});
