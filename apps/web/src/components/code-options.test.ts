import { describe, expect, it } from 'vitest';
import { codeOptions } from './code-options';

describe('codeOptions', () => {
  const groups = [
    { code: '100', name: 'Retail' },
    { code: '200', name: 'Wholesale' },
  ];

  it('labels each record "code – name"', () => {
    expect(codeOptions(groups, [])).toEqual([
      { value: '100', label: '100 – Retail' },
      { value: '200', label: '200 – Wholesale' },
    ]);
  });

  it('keeps a chosen code the list lacks, once, and skips an empty choice', () => {
    expect(codeOptions(undefined, ['300', null])).toEqual([{ value: '300', label: '300' }]);
    expect(codeOptions(groups, ['100', '300'])).toHaveLength(3);
  });
});
