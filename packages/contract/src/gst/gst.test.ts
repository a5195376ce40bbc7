import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  documentNumber,
  financialYear,
  formatPaise,
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinProblem,
  invoiceDetailsSchema,
  rateBasisPoints,
  splitInclusive,
  stateCodeFromName,
  sumLines,
  supplyKind,
} from './index.js';

describe('GSTIN', () => {
  it('accepts published GSTINs whose check character matches', () => {
    // The example GSTN's documents use, and one more worked by hand.
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) {
      expect(gstinProblem(gstin), gstin).toBeUndefined();
    }
  });

  it('computes the mod-36 check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('refuses a wrong check character, a bad shape and an unknown state', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checkDigit);
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.format);
    expect(gstinProblem('27AAPFU0939F1AV')).toBe(GSTIN_MESSAGES.format);
    const bad = `99AAPFU0939F1Z`;
    expect(gstinProblem(bad + gstinCheckCharacter(bad))).toBe(GSTIN_MESSAGES.state);
  });

  it('normalises what a buyer types and names each problem', () => {
    const ok = z.safeParse(invoiceDetailsSchema, {
      gstin: ' 27aapfu0939f1zv ',
      businessName: ' Acme Studio ',
    });
    expect(ok.success && ok.data).toEqual({
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Acme Studio',
    });
    const noName = z.safeParse(invoiceDetailsSchema, { gstin: '27AAPFU0939F1ZV' });
    expect(noName.error?.issues.map((i) => i.message)).toEqual([GSTIN_MESSAGES.businessName]);
    const otherState = z.safeParse(invoiceDetailsSchema, {
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Acme',
      stateCode: '29',
    });
    expect(otherState.error?.issues[0]?.message).toBe(GSTIN_MESSAGES.stateMismatch('Maharashtra'));
    expect(z.safeParse(invoiceDetailsSchema, { stateCode: '25' }).success).toBe(false);
    expect(z.safeParse(invoiceDetailsSchema, {}).success).toBe(true);
  });
});

describe('tax split of GST-inclusive prices (18 %)', () => {
  const bp = rateBasisPoints(18);

  it('intra-state: ₹1,180 is ₹1,000 taxable + ₹90 CGST + ₹90 SGST', () => {
    expect(splitInclusive(118_000, bp, 'intra')).toEqual({
      inclusive: 118_000,
      taxable: 100_000,
      cgst: 9_000,
      sgst: 9_000,
      igst: 0,
    });
  });

  it('inter-state: ₹1,180 is ₹1,000 taxable + ₹180 IGST', () => {
    expect(splitInclusive(118_000, bp, 'inter')).toEqual({
      inclusive: 118_000,
      taxable: 100_000,
      cgst: 0,
      sgst: 0,
      igst: 18_000,
    });
  });

  it('rounds the taxable value to the paisa, half up, and CGST takes the odd paisa', () => {
    // ₹499 → 49900 / 1.18 = 42288.135… → 42288; tax 7612 → 3806 + 3806.
    expect(splitInclusive(49_900, bp, 'intra')).toEqual({
      inclusive: 49_900,
      taxable: 42_288,
      cgst: 3_806,
      sgst: 3_806,
      igst: 0,
    });
    // ₹1 → 100 / 1.18 = 84.745… → 85; tax 15 → CGST 8 + SGST 7.
    expect(splitInclusive(100, bp, 'intra')).toEqual({
      inclusive: 100,
      taxable: 85,
      cgst: 8,
      sgst: 7,
      igst: 0,
    });
    // ₹999 → 99900 / 1.18 = 84661.016… → 84661; IGST 15239.
    expect(splitInclusive(99_900, bp, 'inter').igst).toBe(15_239);
  });

  it('a multi-line order adds up to its total exactly', () => {
    const amounts = [49_900, 99_900, 100, 29_900, 1_49_900];
    const lines = amounts.map((a) => splitInclusive(a, bp, 'intra'));
    const total = sumLines(lines);
    expect(total.inclusive).toBe(amounts.reduce((a, b) => a + b, 0));
    expect(total.taxable + total.cgst + total.sgst).toBe(total.inclusive);
    for (const line of lines) expect(line.taxable + line.cgst + line.sgst).toBe(line.inclusive);
    // Every amount from ₹1 to ₹5,000: the parts always make the whole.
    for (let rupees = 1; rupees <= 5_000; rupees += 1) {
      const line = splitInclusive(rupees * 100, bp, 'intra');
      expect(line.taxable + line.cgst + line.sgst).toBe(rupees * 100);
      expect(Math.abs(line.cgst - line.sgst)).toBeLessThanOrEqual(1);
    }
  });

  it('an unregistered seller (bill of supply) charges no tax', () => {
    expect(supplyKind(undefined, '27', '27')).toBe('none');
    expect(supplyKind('27AAPFU0939F1ZV', '27', '27')).toBe('intra');
    expect(supplyKind('27AAPFU0939F1ZV', '27', '29')).toBe('inter');
    expect(splitInclusive(49_900, bp, 'none')).toEqual({
      inclusive: 49_900,
      taxable: 49_900,
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
  });

  it('takes other rates in basis points and refuses nonsense', () => {
    expect(rateBasisPoints(5)).toBe(500);
    expect(rateBasisPoints(0.25)).toBe(25);
    expect(splitInclusive(10_500, rateBasisPoints(5), 'inter')).toMatchObject({
      taxable: 10_000,
      igst: 500,
    });
    expect(() => rateBasisPoints(-1)).toThrow(RangeError);
    expect(() => rateBasisPoints(18.123)).toThrow(RangeError);
    expect(() => splitInclusive(1.5, bp, 'intra')).toThrow(RangeError);
  });
});

describe('financial year and document numbers', () => {
  it('rolls over at 1 April 00:00 IST', () => {
    // 31 March 2027 23:59:59 IST is 18:29:59 UTC.
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z')).label).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z')).label).toBe('2027-28');
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30')).short).toBe('2627');
    expect(financialYear(new Date('2099-12-31T00:00:00Z')).label).toBe('2099-00');
  });

  it('makes numbers of at most 16 allowed characters', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(documentNumber('INV', at, 123)).toBe('INV/2627/000123');
    expect(documentNumber('INV', at, 1_234_567)).toBe('INV/2627/1234567');
    expect(() => documentNumber('INV', at, 12_345_678)).toThrow(RangeError);
  });

  it('formats paise as rupees with two decimals', () => {
    expect(formatPaise(1_23_45_678)).toBe('₹1,23,456.78');
    expect(formatPaise(5)).toBe('₹0.05');
  });

  it('reads an address’s state name', () => {
    expect(stateCodeFromName(' maharashtra ')).toBe('27');
    expect(stateCodeFromName('Orissa')).toBe('21');
    expect(stateCodeFromName('Atlantis')).toBeUndefined();
  });
});
