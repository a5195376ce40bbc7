import { describe, expect, it } from 'vitest';
import { simulatorPage } from './page.js';

/** WCAG 2.1 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two hex colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Every CSS rule of the page that sets both a background and a text colour. */
function colouredRules(html: string) {
  const rules = html.matchAll(/([.\w-]+)\s*\{([^}]*)\}/g);
  return [...rules].flatMap(([, selector, body]) => {
    const background = /background:\s*(#[0-9a-f]{3,6})/i.exec(body ?? '')?.[1];
    const color = /(?:^|;|\s)color:\s*(#[0-9a-f]{3,6})/i.exec(body ?? '')?.[1];
    return background && color ? [{ selector, background, color }] : [];
  });
}

describe('payment simulator page', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000', '#fff')).toBe(21);
    expect(contrast('#90a1b9', '#ffffff').toFixed(2)).toBe('2.63');
  });

  it('gives every coloured rule, the Pay button included, at least 4.5:1 contrast (WCAG 1.4.3)', () => {
    // The stylesheet is the same with or without an order.
    const rules = colouredRules(simulatorPage(null, ''));
    expect(rules.map((rule) => rule.selector)).toContain('.pay');
    for (const rule of rules) {
      const ratio = contrast(rule.color, rule.background);
      expect({ ...rule, ratio: Number(ratio.toFixed(2)) }).toEqual({
        ...rule,
        ratio: expect.toSatisfy((value: number) => value >= 4.5),
      });
    }
  });
});
