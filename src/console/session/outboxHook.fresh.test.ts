import { describe, expect, it } from 'vitest';
import { endEarlyAnswers, noteAnswer, observeAnswers, type AnswerNote } from './outboxHook';

const note = (action: string): AnswerNote => ({ action, params: {}, data: null, cachedAt: null });

describe('answer observers', () => {
  it('hand the answers of the first render to observers registered later, then only new ones', () => {
    noteAnswer(note('GetUserInfo'));
    noteAnswer(note('DescribeNotifications'));
    const a: string[] = [];
    const b: string[] = [];
    observeAnswers((n) => a.push(n.action));
    observeAnswers((n) => b.push(n.action));
    endEarlyAnswers();
    noteAnswer(note('QueryUSMSTemplate'));
    expect(a).toEqual(['GetUserInfo', 'DescribeNotifications', 'QueryUSMSTemplate']);
    expect(b).toEqual(a);
    const late: string[] = [];
    observeAnswers((n) => late.push(n.action));
    expect(late).toEqual([]);
  });
});
