import { AppError } from '../../common/errors';
import { estimateFor, fromGraphqlRegion, quoteFor } from './pricing.service';

describe('input validation at the edge', () => {
  it.each([
    [{ storageGB: -1, egressGB: 0, region: 'kenya' }, 'Storage cannot be negative'],
    [{ storageGB: 1, egressGB: -0.5, region: 'kenya' }, 'Egress cannot be negative'],
    [{ storageGB: '100', egressGB: 0, region: 'kenya' }, 'Storage must be a number'],
    [{ storageGB: 1, egressGB: null, region: 'kenya' }, 'Egress must be a number'],
    [{ storageGB: 1, egressGB: 1, region: 'europe' }, 'Region must be one of kenya, east-africa, africa'],
    [{ storageGB: 1_000_001, egressGB: 1, region: 'kenya' }, 'Storage must be at most 1,000,000 GB'],
  ])('%j → BAD_USER_INPUT "%s"', (raw, message) => {
    let err: unknown;
    try {
      quoteFor(raw);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('BAD_USER_INPUT');
    expect((err as AppError).message).toBe(message);
  });

  it('refuses a block volume outside 1 GB–16 TB but accepts none', () => {
    expect(() => estimateFor({ storageGB: 0, egressGB: 0, region: 'kenya', blockStorageGB: 0.5 })).toThrow('Block storage volumes are 1 GB to 16 TB (16,000 GB)');
    expect(() => estimateFor({ storageGB: 0, egressGB: 0, region: 'kenya', blockStorageGB: 16_001 })).toThrow('Block storage volumes are 1 GB to 16 TB (16,000 GB)');
    expect(estimateFor({ storageGB: 0, egressGB: 0, region: 'kenya' }).totalCents).toBe(0);
  });

  it('maps the GraphQL enum east_africa to the engine region', () => {
    expect(fromGraphqlRegion({ region: 'east_africa', storageGB: 1 })).toEqual({ region: 'east-africa', storageGB: 1 });
  });
});
