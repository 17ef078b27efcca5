import { describe, expect, it } from 'vitest';
import { checkGroupName, groupServerError } from './groupForm';

describe('group form', () => {
  it('requires a name with the spec text, refuses forbidden characters and trims', () => {
    expect(checkGroupName('   ')).toEqual({ ok: false, errors: { GroupName: 'Group Name is required' } });
    expect(checkGroupName('VIP; drop')).toEqual({ ok: false, errors: { GroupName: expect.stringMatching(/^Must not contain/) } });
    expect(checkGroupName(' VIP ')).toEqual({ ok: true, name: 'VIP' });
  });
  it('puts the gateway\'s duplicate-name refusal beside the name', () => {
    expect(groupServerError('GroupName: A group with this name already exists')).toEqual({ GroupName: 'A group with this name already exists' });
    expect(groupServerError('The group does not exist')).toEqual({ form: 'The group does not exist' });
  });
});
