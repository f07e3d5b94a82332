import { describe, expect, it } from 'vitest';
import { displayItemCode, isSameItemCode, normaliseItemCode } from './items';

describe('item codes', () => {
  it('are sent without surrounding spaces', () => {
    expect(normaliseItemCode('  WP-1001 ')).toBe('WP-1001');
  });

  it('are compared without regard to case', () => {
    expect(isSameItemCode('wp-1001', ' WP-1001')).toBe(true);
    expect(isSameItemCode('WP-1001', 'WP-1002')).toBe(false);
  });
});

describe('codes as a screen shows them', () => {
  it('hide the S of a sample on the sample screen, and nothing else', () => {
    expect(displayItemCode('sample', 'SHF-1011')).toBe('HF-1011');
    expect(displayItemCode('sample', 'SSC-1011')).toBe('SC-1011');
    expect(displayItemCode('sample', 'SB-HF')).toBe('B-HF');
    expect(displayItemCode('regular', 'SC-1011')).toBe('SC-1011');
  });
});
