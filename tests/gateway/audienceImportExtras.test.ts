import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportStatus } from '../../src/contract/display/exportStatus';
import type { Contact, ContactImport, ContactImportReject } from '../../src/contract/entities/audience';
import { RetCode } from '../../src/contract/retCodes';
import { ValidationText } from '../../src/contract/validation/rules';
import { fixture, importFinished, uploadFile } from './audienceFiles';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms } from './smsFixture';
import { newUser } from './userFixture';

type Rejects = { Total: number; Rejects: ContactImportReject[] };
type Page = { Total: number; Contacts: Contact[] };

/** contacts-tags-attributes.csv (Python's csv module): Email, Phone, Tags, Age, VIP, Joined, Plan, Note. */
const FILE = 'contacts-tags-attributes.csv';

describe('audience: contact import of tags and custom attributes', () => {
  let gw: TestGateway;
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'contact-import-extras-test-'));
    gw = await startTestGateway({ ...fastSms(), uploadDir });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const ok = <T,>(action: string, params: Record<string, unknown>, token: string) => gw.ok<T>(action, params, token);
  const upload = (token: string) => uploadFile(gw.url, ok, token, fixture(FILE), FILE, 'text/csv');
  const attribute = async (token: string, Name: string, Type: number, Options: string[] = []) => (await ok<{ AttributeId: string }>('CreateContactAttribute', { Name, Type, Options }, token)).AttributeId;
  /** Four attributes (Number, Boolean, Date, Category, Text) and the mapping of every column of the file to them. */
  const setUp = async (token: string) => {
    const ids = {
      age: await attribute(token, 'Age', 1),
      vip: await attribute(token, 'VIP', 3),
      joined: await attribute(token, 'Joined', 5),
      plan: await attribute(token, 'Plan', 4, ['Gold', 'Silver']),
      note: await attribute(token, 'Note', 2),
    };
    const mapping = [
      { Column: 0, Field: 'Email' },
      { Column: 1, Field: 'Phone' },
      { Column: 2, Field: 'Tags' },
      { Column: 3, Field: 'Attribute', AttributeId: ids.age },
      { Column: 4, Field: 'Attribute', AttributeId: ids.vip },
      { Column: 5, Field: 'Attribute', AttributeId: ids.joined },
      { Column: 6, Field: 'Attribute', AttributeId: ids.plan },
      { Column: 7, Field: 'Attribute', AttributeId: ids.note },
    ];
    return { ids, mapping };
  };

  it('tags contacts (existing tags reused ignoring case, missing ones created), sets typed attribute values, and rejects each bad value with its row, attribute and reason', async () => {
    const u = await newUser(gw.db);
    const vipTag = await ok<{ TagId: string }>('CreateContactTag', { TagName: 'VIP' }, u.token);
    const { ids, mapping } = await setUp(u.token);
    const started = await ok<ContactImport>('ImportContacts', { FileId: await upload(u.token), Mapping: mapping }, u.token);
    const done = await importFinished(ok, u.token, started.ImportId);
    expect(done).toMatchObject({ Status: ExportStatus.Completed, TotalRows: 11, Created: 3, Updated: 1, Rejected: 7 });
    const rejects = (await ok<Rejects>('ListContactImportRejects', { ImportId: done.ImportId, Limit: 100 }, u.token)).Rejects;
    expect(rejects.map((r) => [r.Row, r.Field, r.ReasonKey, r.Reason])).toEqual([
      [4, 'Age', 'AttributeNumber', 'Must be a number'],
      [5, 'VIP', 'AttributeBoolean', 'Must be true or false'],
      [6, 'Joined', 'AttributeDate', 'Must be a date (YYYY-MM-DD)'],
      [7, 'Plan', 'AttributeCategory', 'Must be one of the category values'],
      [8, 'Tags', 'TagTooLong', 'Tag names must be at most 32 characters'],
      [9, 'Tags', 'TagCharacters', ValidationText.ForbiddenCharacters],
      [11, '', 'AddressRequired', 'Every contact needs an email, phone or WhatsApp'],
    ]);
    const contacts = (await ok<Page>('ListContacts', { Limit: 100 }, u.token)).Contacts;
    const byEmail = new Map(contacts.map((c) => [c.Email, c]));
    expect([...byEmail.keys()].sort()).toEqual(['ada@example.com', 'chen@example.com', 'grace@example.com']);
    const tagsOf = (email: string) => byEmail.get(email)!.Tags.map((t) => t.TagName).sort((a, b) => a.localeCompare(b));
    // Row 10 (ADA@example.com) merged into row 2's contact: its tag added, its Age and Note overwrite.
    expect(tagsOf('ada@example.com')).toEqual(['Beta', 'Newsletter', 'VIP']);
    expect(tagsOf('grace@example.com')).toEqual(['Beta', 'Newsletter']);
    expect(tagsOf('chen@example.com')).toEqual([]);
    expect(byEmail.get('ada@example.com')!.Attributes).toEqual({ [ids.age]: 37, [ids.vip]: true, [ids.joined]: '2024-03-15', [ids.plan]: 'Gold', [ids.note]: 'merged' });
    expect(byEmail.get('grace@example.com')!.Attributes).toEqual({ [ids.age]: 41.5, [ids.vip]: false, [ids.joined]: '2023-01-09', [ids.plan]: 'Silver' });
    expect(byEmail.get('chen@example.com')!.Attributes).toEqual({ [ids.age]: 1000, [ids.vip]: false, [ids.joined]: '2024-02-29', [ids.plan]: 'Gold', [ids.note]: 'xxxxxxxxxx' });
    // One tag per name ignoring case: 'vip' reused the account's VIP, 'newsletter' and 'beta' joined the tags the file created.
    const tags = await ok<{ Total: number; Tags: { TagId: string; TagName: string; ContactCount: number }[] }>('ListContactTags', { Limit: 100 }, u.token);
    expect(tags.Tags.map((t) => [t.TagName, t.ContactCount])).toEqual([
      ['Beta', 2],
      ['Newsletter', 2],
      ['VIP', 1],
    ]);
    expect(tags.Tags.find((t) => t.TagName === 'VIP')!.TagId).toBe(vipTag.TagId);
    // Found by the tag filter and by a segment on an attribute.
    expect((await ok<Page>('ListContacts', { TagId: vipTag.TagId }, u.token)).Contacts.map((c) => c.Email)).toEqual(['ada@example.com']);
    const count = await ok<{ Count: number }>('CountSegment', { Rules: { Kind: 'Group', Match: 'All', Rules: [{ Kind: 'Attribute', Attribute: ids.age, Operator: 'GreaterThan', Value: 40 }] } }, u.token);
    expect(count.Count).toBe(2);

    // Imported again: nothing doubled (same contacts, tags and links), values as before.
    const again = await importFinished(ok, u.token, (await ok<ContactImport>('ImportContacts', { FileId: await upload(u.token), Mapping: mapping }, u.token)).ImportId);
    expect(again).toMatchObject({ Status: ExportStatus.Completed, Created: 0, Updated: 4, Rejected: 7 });
    const tagsAgain = await ok<{ Tags: { TagName: string; ContactCount: number }[] }>('ListContactTags', { Limit: 100 }, u.token);
    expect(tagsAgain.Tags.map((t) => [t.TagName, t.ContactCount])).toEqual([
      ['Beta', 2],
      ['Newsletter', 2],
      ['VIP', 1],
    ]);
    expect((await ok<Page>('ListContacts', { Limit: 100 }, u.token)).Total).toBe(3);
  });

  it('refuses a column mapped to an attribute that is not the caller\'s, to no attribute, or to the same attribute twice', async () => {
    const owner = await newUser(gw.db);
    const other = await newUser(gw.db);
    const theirs = await attribute(other.token, 'Score', 1);
    const mine = await attribute(owner.token, 'Score', 1);
    const FileId = await upload(owner.token);
    const email = { Column: 0, Field: 'Email' };
    expect(await gw.api('ImportContacts', { FileId, Mapping: [email, { Column: 3, Field: 'Attribute', AttributeId: theirs }] }, owner.token)).toMatchObject({
      RetCode: RetCode.AttributeNotFound,
      Message: expect.stringContaining('Mapping.1.AttributeId'),
    });
    expect(await gw.api('ImportContacts', { FileId, Mapping: [email, { Column: 3, Field: 'Attribute' }] }, owner.token)).toMatchObject({
      RetCode: RetCode.InvalidParams,
      Message: 'Mapping: Choose the attribute of a column mapped to an attribute',
    });
    expect(
      await gw.api('ImportContacts', { FileId, Mapping: [email, { Column: 3, Field: 'Attribute', AttributeId: mine }, { Column: 4, Field: 'Attribute', AttributeId: mine }] }, owner.token),
    ).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Mapping: Mapped attributes cannot repeat' });
    // Nothing of the other account changed: its attribute has no value.
    expect((await ok<Page>('ListContacts', {}, other.token)).Total).toBe(0);
  });
});
