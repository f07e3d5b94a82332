import { describe, expect, it } from 'vitest';
import { trackAndTraceOf } from './track-and-trace';

describe('the track-and-trace icon', () => {
  it('is inactive without a link', () => {
    expect(trackAndTraceOf([])).toEqual({ kind: 'none' });
    expect(trackAndTraceOf(['', '  ', null])).toEqual({ kind: 'none' });
  });

  it('opens the link when every package shares one', () => {
    const url = 'https://track.example.com/3SABC1';
    expect(trackAndTraceOf([url, ` ${url} `, url])).toEqual({ kind: 'one', url });
  });

  it('lists the packages when the links differ, in their order, each once', () => {
    const a = 'https://track.example.com/a';
    const b = 'https://track.example.com/b';
    expect(trackAndTraceOf([a, b, a])).toEqual({ kind: 'several', urls: [a, b] });
  });

  it('ignores what is not a web link', () => {
    expect(trackAndTraceOf(['javascript:alert(1)', 'not a link'])).toEqual({ kind: 'none' });
    expect(trackAndTraceOf(['javascript:alert(1)', 'https://track.example.com/a'])).toEqual({
      kind: 'one',
      url: 'https://track.example.com/a',
    });
  });
});
