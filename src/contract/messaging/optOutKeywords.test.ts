import { describe, expect, it } from 'vitest';
import { optOutKeywordOf } from './optOutKeywords';

describe('optOutKeywordOf', () => {
  it('finds every opt-out keyword, whatever the case, width and surrounding punctuation', () => {
    for (const text of ['STOP', 'stop', ' Stop. ', 'STOP!', 'StopAll', 'unsubscribe', 'Cancel', 'end', 'QUIT', '退订', '退订。', 'td', 'TD', 'ＳＴＯＰ'])
      expect(optOutKeywordOf(text)?.kind, text).toBe('stop');
  });

  it('names the keyword it found', () => {
    expect(optOutKeywordOf(' stop! ')).toEqual({ kind: 'stop', keyword: 'STOP' });
    expect(optOutKeywordOf('退订')).toEqual({ kind: 'stop', keyword: '退订' });
  });

  it('finds the re-subscribe keywords', () => {
    for (const text of ['START', 'start', 'Unstop', 'UNSTOP.']) expect(optOutKeywordOf(text)?.kind, text).toBe('start');
  });

  it('ignores a keyword inside a longer text and near misses', () => {
    for (const text of ['Please stop', 'STOP sending me this', 'stopped', 'STOP STOP', 'tdd', 'the end', '', '   ', 'Thanks, got it!', 'STARTS', '不要退订'])
      expect(optOutKeywordOf(text), text).toBeNull();
  });
});
