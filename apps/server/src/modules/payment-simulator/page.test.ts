import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { simulatorPage } from './page.js';

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
  it('gives every coloured rule, the Pay button included, at least 4.5:1 contrast (WCAG 1.4.3)', () => {
    // The stylesheet is the same with or without an order.
    const rules = colouredRules(simulatorPage(null, ''));
    expect(rules.map((rule) => rule.selector)).toContain('.pay');
    for (const rule of rules) {
      const ratio = new Color(rule.color).contrast(rule.background, 'WCAG21');
      expect({ ...rule, ratio: Number(ratio.toFixed(2)) }).toEqual({
        ...rule,
        ratio: expect.toSatisfy((value: number) => value >= 4.5),
      });
    }
  });
});
