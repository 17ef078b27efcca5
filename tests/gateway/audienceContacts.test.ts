import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetCode } from '../../src/contract/retCodes';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

type Contact = { ContactId: string; FirstName: string; LastName: string; Email: string; Phone: string; WhatsApp: string; Country: string; Groups: { GroupId: string; GroupName: string }[] };
type ContactPage = { Total: number; Contacts: Contact[] };
type Group = { GroupId: string; GroupName: string; MemberCount: number };
type GroupPage = { Total: number; Groups: Group[] };

describe('audience: contacts', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  const list = (token: string, params: Record<string, unknown> = {}) => gw.ok<ContactPage>('ListContacts', params, token);

  it('stores phones in E.164 (national numbers read in CountryCode), e-mails lower-case, and lists newest first', async () => {
    const u = await newUser(gw.db);
    const made = await gw.ok<{ Contacts: Contact[] }>(
      'CreateContacts',
      {
        CountryCode: 'gb',
        Contacts: [
          { FirstName: 'Ada', LastName: "O'Hara", Email: ' Ada@Example.COM ', Phone: '020 7946 0018' },
          { FirstName: 'Li', LastName: 'Wei', Phone: '+86 138 0013 8000', WhatsApp: '0086 139 0013 9000' },
          { Email: 'only@mail.example.org' },
        ],
      },
      u.token,
    );
    expect(made.Contacts.map((c) => [c.Email, c.Phone, c.WhatsApp, c.Country])).toEqual([
      ['ada@example.com', '+442079460018', '', 'GB'],
      ['', '+8613800138000', '+8613900139000', 'CN'],
      ['only@mail.example.org', '', '', ''],
    ]);
    expect(made.Contacts[0]!.LastName).toBe("O'Hara");
    const page = await list(u.token);
    expect(page.Total).toBe(3);
    expect(page.Contacts.map((c) => c.Email || c.Phone)).toEqual(['only@mail.example.org', '+8613800138000', 'ada@example.com']);
  });

  it('pages on the server and searches names, e-mail and phone digits, and filters by channel', async () => {
    const u = await newUser(gw.db);
    const many = Array.from({ length: 45 }, (_, i) => ({ FirstName: `Person${String(i).padStart(2, '0')}`, Email: `p${i}@shop.example` }));
    await gw.ok('CreateContacts', { Contacts: many }, u.token);
    await gw.ok('CreateContacts', { Contacts: [{ FirstName: 'Grace', LastName: 'Hopper', Phone: '+1 (202) 555-0142' }] }, u.token);
    const first = await list(u.token, { Limit: 20 });
    expect(first.Total).toBe(46);
    expect(first.Contacts).toHaveLength(20);
    const third = await list(u.token, { Limit: 20, Offset: 40 });
    expect(third.Contacts.map((c) => c.FirstName)).toEqual(['Person05', 'Person04', 'Person03', 'Person02', 'Person01', 'Person00']);
    expect((await list(u.token, { Keyword: 'grace hop' })).Contacts.map((c) => c.Phone)).toEqual(['+12025550142']);
    expect((await list(u.token, { Keyword: '(202) 555' })).Total).toBe(1);
    expect((await list(u.token, { Keyword: 'P4@SHOP' })).Contacts.map((c) => c.Email)).toEqual(['p4@shop.example']);
    // A LIKE wildcard is searched for literally.
    expect((await list(u.token, { Keyword: '%' })).Total).toBe(0);
    expect((await list(u.token, { Channel: 'Phone' })).Total).toBe(1);
    expect((await list(u.token, { Channel: 'Email' })).Total).toBe(45);
    expect((await list(u.token, { Channel: 'WhatsApp' })).Total).toBe(0);
  });

  it('refuses a contact without an address, a bad number, a taken e-mail or phone, and more than 500 at once, naming the field', async () => {
    const u = await newUser(gw.db);
    const none = await gw.api('CreateContacts', { Contacts: [{ Email: 'a@b.example' }, { FirstName: 'Nobody' }] }, u.token);
    expect(none).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Contacts.1: Every contact needs an email, phone or WhatsApp' });
    const badPhone = await gw.api('CreateContacts', { Contacts: [{ Phone: '+1 202 555 0142' }, { Phone: '+1 000 12' }] }, u.token);
    expect(badPhone).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Contacts.1.Phone: Invalid phone number format' });
    const badWhatsApp = await gw.api('CreateContacts', { Contacts: [{ Email: 'x@y.example', WhatsApp: '12345' }] }, u.token);
    expect(badWhatsApp).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Contacts.0.WhatsApp: Invalid phone number format' });
    const badEmail = await gw.api('CreateContacts', { Contacts: [{ Email: 'not-an-email' }] }, u.token);
    expect(badEmail).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Contacts.0.Email: Must be a valid email' });
    // Nothing of a refused call was kept.
    expect((await list(u.token)).Total).toBe(0);

    await gw.ok('CreateContacts', { Contacts: [{ Email: 'taken@shop.example', Phone: '+12025550142' }] }, u.token);
    const twiceInList = await gw.api('CreateContacts', { Contacts: [{ Email: 'new@shop.example' }, { Email: 'NEW@shop.example' }] }, u.token);
    expect(twiceInList).toMatchObject({ RetCode: RetCode.ContactExists, Message: 'Contacts.1.Email: A contact with this e-mail or phone number already exists' });
    const takenPhone = await gw.api('CreateContacts', { Contacts: [{ Email: 'other@shop.example' }, { Phone: '202-555-0142' }], CountryCode: 'US' }, u.token);
    expect(takenPhone).toMatchObject({ RetCode: RetCode.ContactExists, Message: 'Contacts.1.Phone: A contact with this e-mail or phone number already exists' });
    expect((await list(u.token)).Total).toBe(1);

    const tooMany = Array.from({ length: 501 }, (_, i) => ({ Email: `bulk${i}@shop.example` }));
    expect(await gw.api('CreateContacts', { Contacts: tooMany }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Contacts: Up to 500 contacts can be added at a time' });
    const five00 = await gw.ok<{ Contacts: Contact[] }>('CreateContacts', { Contacts: tooMany.slice(0, 500) }, u.token);
    expect(five00.Contacts).toHaveLength(500);
    expect((await list(u.token)).Total).toBe(501);
  });

  it('updates a contact, refusing an address another contact has, and deletes in bulk', async () => {
    const u = await newUser(gw.db);
    const { Contacts: [a, b] } = await gw.ok<{ Contacts: Contact[] }>('CreateContacts', { Contacts: [{ Email: 'a@shop.example' }, { Email: 'b@shop.example', Phone: '+12025550143' }] }, u.token);
    const changed = await gw.ok<Contact>('UpdateContact', { ContactId: a!.ContactId, FirstName: 'Alice', Email: 'A@shop.example', Phone: '2025550144', CountryCode: 'US' }, u.token);
    expect(changed).toMatchObject({ ContactId: a!.ContactId, FirstName: 'Alice', Email: 'a@shop.example', Phone: '+12025550144', Country: 'US', WhatsApp: '' });
    expect(await gw.api('UpdateContact', { ContactId: a!.ContactId, Email: 'a@shop.example', Phone: '+12025550143' }, u.token)).toMatchObject({
      RetCode: RetCode.ContactExists,
      Message: 'Phone: A contact with this e-mail or phone number already exists',
    });
    expect(await gw.api('UpdateContact', { ContactId: a!.ContactId, FirstName: 'Alice' }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Every contact needs an email, phone or WhatsApp' });
    expect(await gw.api('UpdateContact', { ContactId: 'CT0000', Email: 'z@shop.example' }, u.token)).toMatchObject({ RetCode: RetCode.ContactNotFound });
    expect(await gw.ok('DeleteContacts', { ContactIds: [a!.ContactId, b!.ContactId, 'CT0000'] }, u.token)).toEqual({ Deleted: 2 });
    expect((await list(u.token)).Total).toBe(0);
  });
});

describe('audience: groups', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  const groups = (token: string, params: Record<string, unknown> = {}) => gw.ok<GroupPage>('ListContactGroups', params, token);

  it('creates, renames and deletes groups with unique names, and keeps members in them', async () => {
    const u = await newUser(gw.db);
    expect(await gw.api('CreateContactGroup', { GroupName: '  ' }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'GroupName: Group Name is required' });
    expect(await gw.api('CreateContactGroup', { GroupName: 'VIP; drop' }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams });
    const vip = await gw.ok<Group>('CreateContactGroup', { GroupName: 'VIP customers' }, u.token);
    expect(vip).toMatchObject({ GroupName: 'VIP customers', MemberCount: 0 });
    expect(await gw.api('CreateContactGroup', { GroupName: 'vip CUSTOMERS' }, u.token)).toMatchObject({ RetCode: RetCode.GroupExists, Message: 'GroupName: A group with this name already exists' });
    const news = await gw.ok<Group>('CreateContactGroup', { GroupName: 'Newsletter' }, u.token);
    expect(await gw.api('UpdateContactGroup', { GroupId: news.GroupId, GroupName: 'VIP Customers' }, u.token)).toMatchObject({ RetCode: RetCode.GroupExists });

    const { Contacts } = await gw.ok<{ Contacts: Contact[] }>('CreateContacts', { Contacts: [{ Email: 'g1@shop.example' }, { Email: 'g2@shop.example' }, { Email: 'g3@shop.example' }], GroupIds: [vip.GroupId] }, u.token);
    expect(Contacts[0]!.Groups).toEqual([{ GroupId: vip.GroupId, GroupName: 'VIP customers' }]);
    const ids = Contacts.map((c) => c.ContactId);
    expect(await gw.ok('AddContactGroupMembers', { GroupId: news.GroupId, ContactIds: ids.slice(0, 2) }, u.token)).toEqual({ Added: 2, MemberCount: 2 });
    expect(await gw.ok('AddContactGroupMembers', { GroupId: news.GroupId, ContactIds: ids }, u.token)).toEqual({ Added: 1, MemberCount: 3 });
    expect(await gw.ok('RemoveContactGroupMembers', { GroupId: news.GroupId, ContactIds: [ids[0]] }, u.token)).toEqual({ Removed: 1, MemberCount: 2 });
    const inNews = await gw.ok<ContactPage>('ListContacts', { GroupId: news.GroupId }, u.token);
    expect(inNews.Contacts.map((c) => c.Email).sort()).toEqual(['g2@shop.example', 'g3@shop.example']);
    expect(inNews.Contacts.find((c) => c.Email === 'g2@shop.example')!.Groups.map((g) => g.GroupName)).toEqual(['Newsletter', 'VIP customers']);

    const renamed = await gw.ok<Group>('UpdateContactGroup', { GroupId: vip.GroupId, GroupName: 'VIP' }, u.token);
    expect(renamed).toMatchObject({ GroupName: 'VIP', MemberCount: 3 });
    const page = await groups(u.token);
    expect(page.Groups.map((g) => [g.GroupName, g.MemberCount])).toEqual([['Newsletter', 2], ['VIP', 3]]);
    expect((await groups(u.token, { Keyword: 'news' })).Groups.map((g) => g.GroupName)).toEqual(['Newsletter']);

    // Deleting a contact leaves its groups; deleting a group leaves its contacts.
    await gw.ok('DeleteContacts', { ContactIds: [ids[2]] }, u.token);
    expect((await groups(u.token)).Groups.map((g) => g.MemberCount)).toEqual([1, 2]);
    expect(await gw.ok('DeleteContactGroups', { GroupIds: [vip.GroupId, news.GroupId] }, u.token)).toEqual({ Deleted: 2 });
    expect((await groups(u.token)).Total).toBe(0);
    expect((await gw.ok<ContactPage>('ListContacts', {}, u.token)).Total).toBe(2);
    expect(await gw.api('ListContacts', { GroupId: vip.GroupId }, u.token)).toMatchObject({ RetCode: RetCode.GroupNotFound });
  });

  it('never shows or changes another account\'s contacts or groups', async () => {
    const a = await newUser(gw.db);
    const b = await newUser(gw.db);
    const group = await gw.ok<Group>('CreateContactGroup', { GroupName: 'Mine' }, a.token);
    const { Contacts: [mine] } = await gw.ok<{ Contacts: Contact[] }>('CreateContacts', { Contacts: [{ Email: 'secret@shop.example', Phone: '+12025550150' }], GroupIds: [group.GroupId] }, a.token);
    // The same addresses are free in another account.
    const { Contacts: [theirs] } = await gw.ok<{ Contacts: Contact[] }>('CreateContacts', { Contacts: [{ Email: 'secret@shop.example', Phone: '+12025550150' }] }, b.token);
    const bGroup = await gw.ok<Group>('CreateContactGroup', { GroupName: 'Mine' }, b.token);

    const bList = await gw.ok<ContactPage>('ListContacts', { Keyword: 'secret' }, b.token);
    expect(bList.Contacts.map((c) => c.ContactId)).toEqual([theirs!.ContactId]);
    expect((await gw.ok<GroupPage>('ListContactGroups', {}, b.token)).Groups.map((g) => g.GroupId)).toEqual([bGroup.GroupId]);
    expect(await gw.api('ListContacts', { GroupId: group.GroupId }, b.token)).toMatchObject({ RetCode: RetCode.GroupNotFound });
    expect(await gw.api('UpdateContact', { ContactId: mine!.ContactId, Email: 'stolen@shop.example' }, b.token)).toMatchObject({ RetCode: RetCode.ContactNotFound });
    expect(await gw.ok('DeleteContacts', { ContactIds: [mine!.ContactId] }, b.token)).toEqual({ Deleted: 0 });
    expect(await gw.api('UpdateContactGroup', { GroupId: group.GroupId, GroupName: 'Taken over' }, b.token)).toMatchObject({ RetCode: RetCode.GroupNotFound });
    expect(await gw.api('AddContactGroupMembers', { GroupId: group.GroupId, ContactIds: [theirs!.ContactId] }, b.token)).toMatchObject({ RetCode: RetCode.GroupNotFound });
    expect(await gw.ok('AddContactGroupMembers', { GroupId: bGroup.GroupId, ContactIds: [mine!.ContactId] }, b.token)).toEqual({ Added: 0, MemberCount: 0 });
    expect(await gw.api('RemoveContactGroupMembers', { GroupId: group.GroupId, ContactIds: [mine!.ContactId] }, b.token)).toMatchObject({ RetCode: RetCode.GroupNotFound });
    expect(await gw.ok('DeleteContactGroups', { GroupIds: [group.GroupId] }, b.token)).toEqual({ Deleted: 0 });
    expect(await gw.api('CreateContacts', { Contacts: [{ Email: 'x@shop.example' }], GroupIds: [group.GroupId] }, b.token)).toMatchObject({ RetCode: RetCode.GroupNotFound });

    // A's data is untouched.
    const aList = await gw.ok<ContactPage>('ListContacts', {}, a.token);
    expect(aList.Contacts).toEqual([expect.objectContaining({ ContactId: mine!.ContactId, Email: 'secret@shop.example', Groups: [{ GroupId: group.GroupId, GroupName: 'Mine' }] })]);
    expect((await gw.ok<GroupPage>('ListContactGroups', {}, a.token)).Groups).toEqual([expect.objectContaining({ GroupName: 'Mine', MemberCount: 1 })]);
    // Signed out: nothing.
    expect((await gw.api('ListContacts', {})).RetCode).toBe(RetCode.NotLoggedIn);
  });
});
