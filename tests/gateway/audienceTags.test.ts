import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetCode } from '../../src/contract/retCodes';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

type Tag = { TagId: string; TagName: string; ContactCount: number };
type Contact = { ContactId: string; Email: string; Tags: { TagId: string; TagName: string }[] };
type ContactPage = { Total: number; Contacts: Contact[] };

describe('audience: tags', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  const tags = async (token: string, params: Record<string, unknown> = {}) => (await gw.ok<{ Total: number; Tags: Tag[] }>('ListContactTags', params, token)).Tags;
  const contacts = (token: string, params: Record<string, unknown> = {}) => gw.ok<ContactPage>('ListContacts', params, token);
  const addContacts = async (token: string, emails: string[], extra: Record<string, unknown> = {}) =>
    (await gw.ok<{ Contacts: Contact[] }>('CreateContacts', { Contacts: emails.map((Email) => ({ Email })), ...extra }, token)).Contacts;

  it('creates, renames and deletes tags; a name the account has (ignoring case) is "Tag already exists"', async () => {
    const u = await newUser(gw.db);
    expect(await gw.api('CreateContactTag', { TagName: ' ' }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'TagName: Tag is required' });
    expect(await gw.api('CreateContactTag', { TagName: 'vip;drop' }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringMatching(/^TagName: Must not contain quotes/) });
    const vip = await gw.ok<Tag>('CreateContactTag', { TagName: 'VIP' }, u.token);
    expect(vip).toMatchObject({ TagName: 'VIP', ContactCount: 0, TagId: expect.stringMatching(/^TAG[0-9A-F]{12}$/) });
    expect(await gw.api('CreateContactTag', { TagName: 'vip' }, u.token)).toMatchObject({ RetCode: RetCode.TagExists, Message: 'TagName: Tag already exists' });
    const lead = await gw.ok<Tag>('CreateContactTag', { TagName: 'Lead' }, u.token);
    expect(await gw.api('UpdateContactTag', { TagId: lead.TagId, TagName: 'VIP ' }, u.token)).toMatchObject({ RetCode: RetCode.TagExists, Message: 'TagName: Tag already exists' });
    // Renaming a tag to another spelling of its own name is allowed.
    expect(await gw.ok<Tag>('UpdateContactTag', { TagId: vip.TagId, TagName: 'Vip' }, u.token)).toMatchObject({ TagName: 'Vip' });
    expect((await tags(u.token)).map((t) => t.TagName)).toEqual(['Lead', 'Vip']);
    expect((await tags(u.token, { Keyword: 'le' })).map((t) => t.TagName)).toEqual(['Lead']);
    expect(await gw.ok('DeleteContactTags', { TagIds: [lead.TagId, 'TAG000000'] }, u.token)).toEqual({ Deleted: 1 });
    expect((await tags(u.token)).map((t) => t.TagName)).toEqual(['Vip']);
    expect(await gw.api('UpdateContactTag', { TagId: lead.TagId, TagName: 'Back' }, u.token)).toMatchObject({ RetCode: RetCode.TagNotFound });
  });

  it('tags and untags one contact or many, shows tags on contacts and filters the list by tag', async () => {
    const u = await newUser(gw.db);
    const vip = await gw.ok<Tag>('CreateContactTag', { TagName: 'VIP' }, u.token);
    const lead = await gw.ok<Tag>('CreateContactTag', { TagName: 'Lead' }, u.token);
    const [a, b, c] = await addContacts(u.token, ['a@shop.example', 'b@shop.example', 'c@shop.example']);
    // One contact.
    expect(await gw.ok('TagContacts', { TagIds: [vip.TagId], ContactIds: [a!.ContactId] }, u.token)).toEqual({ Tagged: 1 });
    // Many at once, two tags: the pair that exists already is skipped.
    expect(await gw.ok('TagContacts', { TagIds: [vip.TagId, lead.TagId], ContactIds: [a!.ContactId, b!.ContactId, c!.ContactId] }, u.token)).toEqual({ Tagged: 5 });
    expect((await tags(u.token)).map((t) => [t.TagName, t.ContactCount])).toEqual([
      ['Lead', 3],
      ['VIP', 3],
    ]);
    expect(await gw.ok('UntagContacts', { TagIds: [vip.TagId], ContactIds: [b!.ContactId, c!.ContactId] }, u.token)).toEqual({ Untagged: 2 });
    expect(await gw.ok('UntagContacts', { TagIds: [lead.TagId], ContactIds: [c!.ContactId] }, u.token)).toEqual({ Untagged: 1 });
    const page = await contacts(u.token);
    expect(Object.fromEntries(page.Contacts.map((x) => [x.Email, x.Tags.map((t) => t.TagName)]))).toEqual({
      'a@shop.example': ['Lead', 'VIP'],
      'b@shop.example': ['Lead'],
      'c@shop.example': [],
    });
    expect((await contacts(u.token, { TagId: vip.TagId })).Contacts.map((x) => x.Email)).toEqual(['a@shop.example']);
    expect((await contacts(u.token, { TagId: lead.TagId })).Total).toBe(2);
    // Contacts added with tags carry them at once.
    const [d] = await addContacts(u.token, ['d@shop.example'], { TagIds: [lead.TagId] });
    expect(d!.Tags).toEqual([{ TagId: lead.TagId, TagName: 'Lead' }]);
    expect(await gw.api('CreateContacts', { Contacts: [{ Email: 'e@shop.example' }], TagIds: ['TAG000000'] }, u.token)).toMatchObject({ RetCode: RetCode.TagNotFound, Message: 'TagIds.0: The tag does not exist' });
    // Deleting a tag takes it off every contact; the contacts stay.
    await gw.ok('DeleteContactTags', { TagIds: [lead.TagId] }, u.token);
    expect((await contacts(u.token)).Contacts.flatMap((x) => x.Tags.map((t) => t.TagName))).toEqual(['VIP']);
    expect((await contacts(u.token)).Total).toBe(4);
    expect(await gw.api('ListContacts', { TagId: lead.TagId }, u.token)).toMatchObject({ RetCode: RetCode.TagNotFound, Message: 'TagId: The tag does not exist' });
  });

  it('never shows, changes or uses another account\'s tags, nor tags another account\'s contacts', async () => {
    const a = await newUser(gw.db);
    const b = await newUser(gw.db);
    const aTag = await gw.ok<Tag>('CreateContactTag', { TagName: 'Secret' }, a.token);
    const [aContact] = await addContacts(a.token, ['mine@shop.example']);
    await gw.ok('TagContacts', { TagIds: [aTag.TagId], ContactIds: [aContact!.ContactId] }, a.token);
    // The same name is free in another account.
    const bTag = await gw.ok<Tag>('CreateContactTag', { TagName: 'Secret' }, b.token);
    const [bContact] = await addContacts(b.token, ['theirs@shop.example']);

    expect((await tags(b.token)).map((t) => t.TagId)).toEqual([bTag.TagId]);
    expect(await gw.api('UpdateContactTag', { TagId: aTag.TagId, TagName: 'Taken' }, b.token)).toMatchObject({ RetCode: RetCode.TagNotFound });
    expect(await gw.ok('DeleteContactTags', { TagIds: [aTag.TagId] }, b.token)).toEqual({ Deleted: 0 });
    expect(await gw.api('TagContacts', { TagIds: [aTag.TagId], ContactIds: [bContact!.ContactId] }, b.token)).toMatchObject({ RetCode: RetCode.TagNotFound });
    expect(await gw.ok('TagContacts', { TagIds: [bTag.TagId], ContactIds: [aContact!.ContactId] }, b.token)).toEqual({ Tagged: 0 });
    expect(await gw.api('UntagContacts', { TagIds: [aTag.TagId], ContactIds: [aContact!.ContactId] }, b.token)).toMatchObject({ RetCode: RetCode.TagNotFound });
    expect(await gw.ok('UntagContacts', { TagIds: [bTag.TagId], ContactIds: [aContact!.ContactId] }, b.token)).toEqual({ Untagged: 0 });
    expect(await gw.api('ListContacts', { TagId: aTag.TagId }, b.token)).toMatchObject({ RetCode: RetCode.TagNotFound });
    expect(await gw.api('CreateContacts', { Contacts: [{ Email: 'x@shop.example' }], TagIds: [aTag.TagId] }, b.token)).toMatchObject({ RetCode: RetCode.TagNotFound });

    expect((await tags(a.token)).map((t) => [t.TagName, t.ContactCount])).toEqual([['Secret', 1]]);
    expect((await contacts(a.token, { TagId: aTag.TagId })).Contacts.map((c) => c.ContactId)).toEqual([aContact!.ContactId]);
    expect((await gw.api('ListContactTags', {})).RetCode).toBe(RetCode.NotLoggedIn);
  });
});
