import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.js';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('invoice settings (SELLER_*, GST_RATE, SAC_CODE)', () => {
  it('defaults to an unregistered store at 18 % under SAC 998439', () => {
    expect(load({}).invoices).toEqual({
      legalName: 'EditKaro Assets',
      address: '',
      stateCode: undefined,
      gstin: undefined,
      ratePercent: 18,
      sacCode: '998439',
    });
  });

  it('takes a registered seller, its state from the GSTIN when not given', () => {
    const config = load({
      SELLER_LEGAL_NAME: 'Acme Pvt Ltd',
      SELLER_ADDRESS: '1 Main Road, Pune',
      SELLER_GSTIN: '27aapfu0939f1zv',
      GST_RATE: '5',
      SAC_CODE: '998434',
    });
    expect(config.invoices).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      ratePercent: 5,
      sacCode: '998434',
    });
  });

  it('names each bad value', () => {
    const problem = (env: Record<string, string>) => {
      try {
        load(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    expect(problem({ SELLER_GSTIN: '27AAPFU0939F1ZW', SELLER_ADDRESS: 'x' })).toMatch(
      /^Invalid SELLER_GSTIN: GSTIN’s last character/,
    );
    expect(problem({ SELLER_STATE: '25' })).toMatch(
      /^Invalid SELLER_STATE: must be a GST state code/,
    );
    expect(
      problem({ SELLER_GSTIN: '27AAPFU0939F1ZV', SELLER_STATE: '29', SELLER_ADDRESS: 'x' }),
    ).toBe('Invalid SELLER_GSTIN: it is registered in state 27, but SELLER_STATE is 29');
    expect(problem({ SELLER_GSTIN: '27AAPFU0939F1ZV' })).toMatch(/^Missing SELLER_ADDRESS/);
    expect(problem({ GST_RATE: '18.5.1' })).toMatch(/^Invalid GST_RATE/);
    expect(problem({ GST_RATE: '41' })).toMatch(
      /^Invalid GST_RATE: must be a percent from 0 to 40/,
    );
    expect(problem({ SAC_CODE: '9984' })).toMatch(/^Invalid SAC_CODE/);
  });
});
