import * as z from 'zod/mini';

/**
 * India's GST rules that the server and the web share (issue 17 point 3, decision 0040):
 * the state codes, GSTIN validation and the tax split of GST-inclusive prices.
 */

/**
 * The GST state codes in use (the first two digits of a GSTIN). 25 (Daman and Diu) and 28
 * (undivided Andhra Pradesh) are retired: their registrations moved to 26 and 37.
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

const STATE_BY_CODE = new Map<string, string>(GST_STATES.map((s) => [s.code, s.name]));

export function isGstStateCode(code: string): code is GstStateCode {
  return STATE_BY_CODE.has(code);
}

export function gstStateName(code: string): string | undefined {
  return STATE_BY_CODE.get(code);
}

/** Spellings people type in an address that differ from the official names. */
const STATE_ALIASES: Record<string, string> = {
  orissa: '21',
  pondicherry: '34',
  'new delhi': '07',
  'nct of delhi': '07',
  'jammu & kashmir': '01',
  'andaman & nicobar islands': '35',
  'andaman and nicobar': '35',
  'dadra and nagar haveli': '26',
  'daman and diu': '26',
  uttaranchal: '05',
};

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The state code of an address's free-text state ("Maharashtra", "orissa"), if it names one. */
export function stateCodeFromName(name: string): GstStateCode | undefined {
  const wanted = normalise(name);
  const found = GST_STATES.find((s) => normalise(s.name) === wanted)?.code;
  const code = found ?? STATE_ALIASES[wanted];
  return code && isGstStateCode(code) ? code : undefined;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 2-digit state, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character: a Luhn mod-36 check over the first 14 (GSTN's published
 * algorithm: weights 1, 2, 1, 2..., each product split into quotient and remainder by 36).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '0';
}

export const GSTIN_MESSAGES = {
  format:
    'GSTIN must be 15 characters: a 2-digit state code, the PAN, an entity number, Z and a check character (e.g. 27AAPFU0939F1ZV).',
  state: 'GSTIN must start with a GST state code (01 to 38, or 97).',
  checkDigit: 'GSTIN’s last character does not match the rest: check it for a typo.',
  businessName: 'Business name is required for a GST invoice.',
  stateMismatch: (state: string) =>
    `The place of supply must be the GSTIN’s state (${state}) for a GST invoice.`,
  stateCode: 'must be a GST state code such as 27',
} as const;

/** Why a GSTIN is refused, or undefined when it is valid. Upper-case it first. */
export function gstinProblem(gstin: string): string | undefined {
  if (!GSTIN_PATTERN.test(gstin)) return GSTIN_MESSAGES.format;
  if (!isGstStateCode(gstin.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checkDigit;
  return undefined;
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === undefined;

/** A GSTIN as typed: spaces dropped, upper-cased, then checked. */
export const gstinSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(40, GSTIN_MESSAGES.format)),
    z.transform((v: string) => v.replace(/\s+/g, '').toUpperCase()),
  ),
  z.string().check(
    z.superRefine((value, ctx) => {
      const problem = gstinProblem(value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
    }),
  ),
);

export const gstStateCodeSchema = z
  .string()
  .check(z.refine((v) => isGstStateCode(v), GSTIN_MESSAGES.stateCode));

export const BUSINESS_NAME_MAX = 100;

/**
 * The optional GST part of the create-order call: a GSTIN with its business name for a B2B
 * invoice, and the buyer's state (place of supply). A GSTIN without a state takes its own.
 */
export const invoiceDetailsSchema = z
  .object({
    gstin: z.optional(gstinSchema),
    businessName: z.optional(
      z.string().check(z.trim(), z.maxLength(BUSINESS_NAME_MAX, 'must be at most 100 characters')),
    ),
    stateCode: z.optional(gstStateCodeSchema),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.gstin) return;
      if (!value.businessName) {
        ctx.issues.push({
          code: 'custom',
          path: ['businessName'],
          message: GSTIN_MESSAGES.businessName,
          input: value,
        });
      }
      const own = value.gstin.slice(0, 2);
      if (value.stateCode && value.stateCode !== own) {
        ctx.issues.push({
          code: 'custom',
          path: ['stateCode'],
          message: GSTIN_MESSAGES.stateMismatch(gstStateName(own) ?? own),
          input: value,
        });
      }
    }),
  );
export type InvoiceDetails = z.input<typeof invoiceDetailsSchema>;

/** One invoice line's tax, all in paise. */
export interface TaxedLine {
  /** What the buyer paid for the line, GST included. */
  inclusive: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** `intra`: CGST + SGST (buyer in the seller's state); `inter`: IGST; `none`: unregistered. */
export type SupplyKind = 'intra' | 'inter' | 'none';

/** GST_RATE as basis points (18 % → 1800), so the split is integer arithmetic only. */
export function rateBasisPoints(ratePercent: number): number {
  const bp = Math.round(ratePercent * 100);
  if (
    !Number.isFinite(ratePercent) ||
    bp < 0 ||
    bp > 10_000 ||
    Math.abs(bp - ratePercent * 100) > 1e-6
  ) {
    throw new RangeError('GST rate must be a percent from 0 to 100 with at most 2 decimals');
  }
  return bp;
}

/**
 * Splits a GST-inclusive amount in paise: taxable = round(inclusive × 100 / (100 + rate)),
 * rounded half up, and the tax is the rest, so taxable + tax is the amount paid exactly.
 * Intra-state, CGST takes the odd paisa (CGST = ⌈tax/2⌉, SGST = the rest): they add up to
 * the tax. Lines are split one by one, so any order's lines add up to its total.
 */
export function splitInclusive(inclusive: number, rateBp: number, kind: SupplyKind): TaxedLine {
  if (!Number.isSafeInteger(inclusive) || inclusive < 0) {
    throw new RangeError('amount must be a whole number of paise, at least 0');
  }
  if (kind === 'none' || rateBp === 0) {
    return { inclusive, taxable: inclusive, cgst: 0, sgst: 0, igst: 0 };
  }
  const divisor = 10_000 + rateBp;
  // round(inclusive * 10000 / divisor), half up, in integers.
  const taxable = Math.floor((inclusive * 20_000 + divisor) / (2 * divisor));
  const tax = inclusive - taxable;
  if (kind === 'inter') return { inclusive, taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.ceil(tax / 2);
  return { inclusive, taxable, cgst, sgst: tax - cgst, igst: 0 };
}

/** The sums of an invoice's lines. */
export function sumLines(lines: readonly TaxedLine[]): TaxedLine {
  const total: TaxedLine = { inclusive: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const line of lines) {
    total.inclusive += line.inclusive;
    total.taxable += line.taxable;
    total.cgst += line.cgst;
    total.sgst += line.sgst;
    total.igst += line.igst;
  }
  return total;
}

/** Intra-state when the place of supply is the seller's state; unregistered sellers charge none. */
export function supplyKind(
  sellerGstin: string | undefined,
  sellerState: string | undefined,
  placeOfSupply: string,
): SupplyKind {
  if (!sellerGstin) return 'none';
  return sellerState === placeOfSupply ? 'intra' : 'inter';
}

/** ₹1,234.50 from paise: Indian grouping, always two decimals. */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100));
  const grouped =
    rupees.length <= 3
      ? rupees
      : `${rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}`;
  return `${sign}₹${grouped}.${String(abs % 100).padStart(2, '0')}`;
}

/** IST is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * The Indian financial year (1 April 00:00 IST to 31 March) of a moment, as `2026-27`,
 * and its short form `2627` used in document numbers.
 */
export function financialYear(at: Date): { label: string; short: string } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const next = String((year + 1) % 100).padStart(2, '0');
  return { label: `${year}-${next}`, short: `${String(year % 100).padStart(2, '0')}${next}` };
}

/** Document numbers (CGST rule 46): at most 16 of letters, digits, '-' and '/'. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/**
 * `INV/2627/000123`: the series, the financial year and the sequence, at least 6 digits
 * (15 characters; a 7-digit sequence makes 16, the most the rule allows).
 */
export function documentNumber(series: string, at: Date, sequence: number): string {
  const number = `${series}/${financialYear(at).short}/${String(sequence).padStart(6, '0')}`;
  if (!DOCUMENT_NUMBER_PATTERN.test(number)) {
    throw new RangeError(`document number ${number} is longer than 16 characters`);
  }
  return number;
}
