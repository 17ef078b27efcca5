import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetCode } from '../../src/contract/retCodes';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

type Attribute = { AttributeId: string; Name: string; Type: number; Source: number; Options: string[]; CreateTime: number | null };
type Contact = { ContactId: string; Email: string; Attributes: Record<string, string | number | boolean> };

describe('audience: custom attributes', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  const attributes = async (token: string) => (await gw.ok<{ Attributes: Attribute[] }>('ListContactAttributes', {}, token)).Attributes;
  const create = (token: string, params: Record<string, unknown>) => gw.api<Attribute>('CreateContactAttribute', params, token);

  it('checks names (spec 001 §5) and types, lists the built-in attributes first, and keeps names unique ignoring case', async () => {
    const u = await newUser(gw.db);
    const refused = async (params: Record<string, unknown>) => (await create(u.token, { Type: 2, ...params })).Message;
    expect(await refused({ Name: '' })).toBe('Name is required');
    expect(await refused({ Name: '1st_order' })).toBe('Name: Attribute names cannot start with a digit or special character');
    expect(await refused({ Name: '$spend' })).toBe('Name: Attribute names cannot start with a digit or special character');
    expect(await refused({ Name: 'order-total' })).toBe('Name: Attribute names may contain only letters, digits and underscore');
    expect(await refused({ Name: 'loyalty tier' })).toBe('Name: Attribute names may contain only letters, digits and underscore');
    expect(await refused({ Name: 'email' })).toBe('Name: This name belongs to a built-in attribute');
    expect((await create(u.token, { Name: 'shoe_size' })).Message).toBe('Type is required');
    expect((await create(u.token, { Name: 'shoe_size', Type: 6 })).Message).toBe('Type is required');
    expect((await create(u.token, { Name: 'shoe_size', Type: 1, Source: 4 })).Message).toBe('Source must be 2 (Custom) or 3 (List)');

    const size = await gw.ok<Attribute>('CreateContactAttribute', { Name: 'shoe_size', Type: 1 }, u.token);
    expect(size).toMatchObject({ Name: 'shoe_size', Type: 1, Source: 2, Options: [], AttributeId: expect.stringMatching(/^ATR[0-9A-F]{12}$/) });
    const listed = await gw.ok<Attribute>('CreateContactAttribute', { Name: '_imported_from', Type: 2, Source: 3 }, u.token);
    expect(listed).toMatchObject({ Source: 3 });
    expect((await create(u.token, { Name: 'SHOE_SIZE', Type: 2 }))).toMatchObject({ RetCode: RetCode.AttributeExists, Message: 'Name: An attribute with this name already exists' });

    const all = await attributes(u.token);
    expect(all.filter((a) => a.Source === 1).map((a) => [a.Name, a.Type])).toEqual([
      ['FIRST_NAME', 2],
      ['LAST_NAME', 2],
      ['EMAIL', 2],
      ['PHONE', 2],
      ['WHATSAPP', 2],
      ['COUNTRY', 2],
      ['CREATED_AT', 5],
    ]);
    expect(all.filter((a) => a.Source !== 1).map((a) => a.Name)).toEqual(['_imported_from', 'shoe_size']);
  });

  it('checks category values: none of the forbidden characters, no repeats, at least one; only a category has values', async () => {
    const u = await newUser(gw.db);
    const refused = async (Options: unknown) => (await create(u.token, { Name: 'tier', Type: 4, Options })).Message;
    expect(await refused([])).toBe('Options: A category needs at least one value');
    expect(await refused(['Gold', "Platinum's"])).toBe('Options.1: Category values cannot contain quotes, semicolons, commas, asterisks, backslashes, comment marks or hash signs');
    for (const bad of ['a;b', 'a,b', 'a*b', 'a\\b', 'a--b', '#1', 'a/*b', 'a"b']) {
      expect(await refused([bad]), bad).toBe('Options.0: Category values cannot contain quotes, semicolons, commas, asterisks, backslashes, comment marks or hash signs');
    }
    expect(await refused(['Gold', 'gold '])).toBe('Options.1: Category values cannot repeat');
    expect((await create(u.token, { Name: 'size', Type: 1, Options: ['S'] })).Message).toBe('Options: Only a category has values');
    const tier = await gw.ok<Attribute>('CreateContactAttribute', { Name: 'tier', Type: 4, Options: [' Gold ', 'Silver', 'Bronze-Plus'] }, u.token);
    expect(tier.Options).toEqual(['Gold', 'Silver', 'Bronze-Plus']);
  });

  it('stores values on contacts by type, refuses a value that does not fit its attribute (naming it), clears with null', async () => {
    const u = await newUser(gw.db);
    const mk = (Name: string, Type: number, Options: string[] = []) => gw.ok<Attribute>('CreateContactAttribute', { Name, Type, Options }, u.token);
    const [num, txt, bool, cat, day] = [await mk('orders', 1), await mk('city', 2), await mk('newsletter', 3), await mk('tier', 4, ['Gold', 'Silver']), await mk('birthday', 5)];
    const values = { [num.AttributeId]: 12.5, [txt.AttributeId]: ' Lyon ', [bool.AttributeId]: true, [cat.AttributeId]: 'gold', [day.AttributeId]: '1990-02-28' };
    const { Contacts: [c] } = await gw.ok<{ Contacts: Contact[] }>('CreateContacts', { Contacts: [{ Email: 'v@shop.example', Attributes: values }] }, u.token);
    // Text trimmed, a category value in its declared spelling.
    expect(c!.Attributes).toEqual({ [num.AttributeId]: 12.5, [txt.AttributeId]: 'Lyon', [bool.AttributeId]: true, [cat.AttributeId]: 'Gold', [day.AttributeId]: '1990-02-28' });

    const bad = async (id: string, value: unknown) => (await gw.api('UpdateContact', { ContactId: c!.ContactId, Email: 'v@shop.example', Attributes: { [id]: value } }, u.token)).Message;
    expect(await bad(num.AttributeId, '12')).toBe(`Attributes.${num.AttributeId}: Must be a number`);
    expect(await bad(bool.AttributeId, 'yes')).toBe(`Attributes.${bool.AttributeId}: Must be true or false`);
    expect(await bad(cat.AttributeId, 'Platinum')).toBe(`Attributes.${cat.AttributeId}: Must be one of the category values`);
    expect(await bad(day.AttributeId, '1990-02-30')).toBe(`Attributes.${day.AttributeId}: Must be a date (YYYY-MM-DD)`);
    expect(await bad(txt.AttributeId, 7)).toBe(`Attributes.${txt.AttributeId}: Must be text of at most 500 characters`);
    expect(await bad('ATR000000', 1)).toBe('Attributes.ATR000000: The attribute does not exist');
    expect(await bad('EMAIL', 'x@y.example')).toBe('Attributes.EMAIL: This name belongs to a built-in attribute');
    const addBad = await gw.api('CreateContacts', { Contacts: [{ Email: 'ok@shop.example' }, { Email: 'w@shop.example', Attributes: { [num.AttributeId]: 'many' } }] }, u.token);
    expect(addBad).toMatchObject({ RetCode: RetCode.InvalidParams, Message: `Contacts.1.Attributes.${num.AttributeId}: Must be a number` });
    // Nothing of a refused call was kept.
    expect((await gw.ok<{ Total: number }>('ListContacts', {}, u.token)).Total).toBe(1);

    // Only the values given change; null clears one.
    const changed = await gw.ok<Contact>('UpdateContact', { ContactId: c!.ContactId, Email: 'v@shop.example', Attributes: { [num.AttributeId]: 3, [txt.AttributeId]: null } }, u.token);
    expect(changed.Attributes).toEqual({ [num.AttributeId]: 3, [bool.AttributeId]: true, [cat.AttributeId]: 'Gold', [day.AttributeId]: '1990-02-28' });
    const untouched = await gw.ok<Contact>('UpdateContact', { ContactId: c!.ContactId, FirstName: 'Val', Email: 'v@shop.example' }, u.token);
    expect(untouched.Attributes).toEqual(changed.Attributes);

    // A category value no longer offered is cleared (Cleared says how many); a new spelling of a value keeps it.
    const renamed = await gw.ok<Attribute & { Cleared: number }>('UpdateContactAttribute', { AttributeId: cat.AttributeId, Name: 'loyalty_tier', Options: ['GOLD', 'Platinum'] }, u.token);
    expect(renamed).toMatchObject({ Name: 'loyalty_tier', Options: ['GOLD', 'Platinum'], Cleared: 0, Type: 4 });
    const page = await gw.ok<{ Contacts: Contact[] }>('ListContacts', {}, u.token);
    expect(page.Contacts[0]!.Attributes[cat.AttributeId]).toBe('GOLD');
    expect(await gw.ok<{ Cleared: number }>('UpdateContactAttribute', { AttributeId: cat.AttributeId, Name: 'loyalty_tier', Options: ['Platinum'] }, u.token)).toMatchObject({ Cleared: 1 });
    expect((await gw.api('UpdateContactAttribute', { AttributeId: cat.AttributeId, Name: 'loyalty_tier', Options: ['Platinum', 'a;b'] }, u.token)).Message).toBe(
      'Options.1: Category values cannot contain quotes, semicolons, commas, asterisks, backslashes, comment marks or hash signs',
    );
    expect((await gw.api('UpdateContactAttribute', { AttributeId: num.AttributeId, Name: 'orders', Options: ['x'] }, u.token)).Message).toBe('Options: Only a category has values');
    expect((await gw.api('UpdateContactAttribute', { AttributeId: num.AttributeId, Name: 'City' }, u.token))).toMatchObject({ RetCode: RetCode.AttributeExists, Message: 'Name: An attribute with this name already exists' });

    // Deleting an attribute removes every value of it.
    expect(await gw.ok('DeleteContactAttributes', { AttributeIds: [num.AttributeId, day.AttributeId] }, u.token)).toEqual({ Deleted: 2 });
    expect((await gw.ok<{ Contacts: Contact[] }>('ListContacts', {}, u.token)).Contacts[0]!.Attributes).toEqual({ [bool.AttributeId]: true });
  });

  it('never shows, changes or fills in another account\'s attributes', async () => {
    const a = await newUser(gw.db);
    const b = await newUser(gw.db);
    const attr = await gw.ok<Attribute>('CreateContactAttribute', { Name: 'secret_score', Type: 1 }, a.token);
    const { Contacts: [mine] } = await gw.ok<{ Contacts: Contact[] }>('CreateContacts', { Contacts: [{ Email: 'a@shop.example', Attributes: { [attr.AttributeId]: 99 } }] }, a.token);
    const { Contacts: [theirs] } = await gw.ok<{ Contacts: Contact[] }>('CreateContacts', { Contacts: [{ Email: 'b@shop.example' }] }, b.token);
    expect((await attributes(b.token)).filter((x) => x.Source !== 1)).toEqual([]);
    // The same name is free in another account.
    await gw.ok('CreateContactAttribute', { Name: 'secret_score', Type: 2 }, b.token);
    expect(await gw.api('UpdateContactAttribute', { AttributeId: attr.AttributeId, Name: 'stolen' }, b.token)).toMatchObject({ RetCode: RetCode.AttributeNotFound });
    expect(await gw.ok('DeleteContactAttributes', { AttributeIds: [attr.AttributeId] }, b.token)).toEqual({ Deleted: 0 });
    expect(await gw.api('UpdateContact', { ContactId: theirs!.ContactId, Email: 'b@shop.example', Attributes: { [attr.AttributeId]: 1 } }, b.token)).toMatchObject({
      RetCode: RetCode.AttributeNotFound,
      Message: `Attributes.${attr.AttributeId}: The attribute does not exist`,
    });
    expect(await gw.api('UpdateContact', { ContactId: mine!.ContactId, Email: 'a@shop.example', Attributes: {} }, b.token)).toMatchObject({ RetCode: RetCode.ContactNotFound });
    const aPage = await gw.ok<{ Contacts: Contact[] }>('ListContacts', {}, a.token);
    expect(aPage.Contacts[0]!.Attributes).toEqual({ [attr.AttributeId]: 99 });
    expect((await attributes(a.token)).find((x) => x.AttributeId === attr.AttributeId)).toMatchObject({ Name: 'secret_score' });
  });
});
