import { commandLineSafeId } from './ids';
import { newVersionId } from './versions';
import { newUploadId } from './multipart';
import { VERSION_ID_PATTERN } from '../../../contracts/storage';

describe('ids pasted into command lines', () => {
  it('never begin with "-" (the awscli reads such an argument as an option), over enough draws to meet one in 64 many times', () => {
    const ids = Array.from({ length: 5000 }, () => commandLineSafeId(24));
    expect(ids.filter((id) => id.startsWith('-'))).toEqual([]);
    // The rule only removes the leading dash; dashes stay possible inside.
    expect(ids.some((id) => id.includes('-'))).toBe(true);
  });

  it('version ids keep their documented shape and upload ids their length', () => {
    for (let i = 0; i < 2000; i++) {
      const v = newVersionId();
      expect(v).toMatch(VERSION_ID_PATTERN);
      expect(v[0]).not.toBe('-');
      const u = newUploadId();
      expect(u).toHaveLength(43);
      expect(u[0]).not.toBe('-');
    }
  });
});
