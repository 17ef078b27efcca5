import { z } from 'zod';
import { defineAction } from '../action';
import { CONTACTS_BATCH_MAX, TAG_NAME_MAX, TAGS_BATCH_MAX } from '../audience/contactRules';
import { ContactTag } from '../entities/audience';
import { nameField, requiredString } from '../validation/fields';

const int = () => z.number().int();
const tagId = requiredString('TagId is required', 32);
const tagName = nameField('Tag is required', TAG_NAME_MAX);
const tagIds = z.array(tagId).min(1, { error: 'TagIds is required' }).max(TAGS_BATCH_MAX, { error: `At most ${TAGS_BATCH_MAX} tags at a time` });
const contactIds = z
  .array(requiredString('ContactId is required', 32))
  .min(1, { error: 'ContactIds is required' })
  .max(CONTACTS_BATCH_MAX, { error: `At most ${CONTACTS_BATCH_MAX} contacts at a time` });

/** Tags of contacts (issue 11): created, renamed and deleted; put on and taken off contacts, one or many at a time. */
export const audienceTagActions = {
  ListContactTags: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s tags by name, with how many contacts carry each; Keyword matches the name.',
    params: z.object({ Keyword: z.string().trim().max(100).optional(), Offset: int().min(0).default(0), Limit: int().min(1).max(200).default(100) }),
    result: z.object({ Total: int(), Tags: z.array(ContactTag) }),
  }),
  CreateContactTag: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Create a tag; names are unique per account, ignoring case (\'Tag already exists\').',
    params: z.object({ TagName: tagName }),
    result: ContactTag,
    invalidates: ['ListContactTags'],
    title: 'New tag "{TagName}"',
    titleZh: '新建标签“{TagName}”',
  }),
  UpdateContactTag: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Rename a tag (\'Tag already exists\' when another tag has the name).',
    params: z.object({ TagId: tagId, TagName: tagName }),
    result: ContactTag,
    invalidates: ['ListContactTags', 'ListContacts'],
    lane: 'TagId',
    title: 'Tag "{TagName}"',
    titleZh: '标签“{TagName}”',
  }),
  DeleteContactTags: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete tags; they come off every contact (the contacts are kept).',
    params: z.object({ TagIds: tagIds }),
    result: z.object({ Deleted: int() }),
    invalidates: ['ListContactTags', 'ListContacts'],
    title: 'Delete tags ({#TagIds})',
    titleZh: '删除标签（{#TagIds} 个）',
  }),
  TagContacts: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Put tags on contacts; a tag a contact already has, and ids that are not the caller\'s contacts, are skipped (Tagged counts the new pairs).',
    params: z.object({ TagIds: tagIds, ContactIds: contactIds }),
    result: z.object({ Tagged: int() }),
    invalidates: ['ListContactTags', 'ListContacts', 'CountSegment', 'CountAudience'],
    title: 'Tag contacts ({#ContactIds})',
    titleZh: '给联系人加标签（{#ContactIds} 个）',
  }),
  UntagContacts: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Take tags off contacts (the contacts and tags are kept).',
    params: z.object({ TagIds: tagIds, ContactIds: contactIds }),
    result: z.object({ Untagged: int() }),
    invalidates: ['ListContactTags', 'ListContacts', 'CountSegment', 'CountAudience'],
    title: 'Remove tags from contacts ({#ContactIds})',
    titleZh: '移除联系人的标签（{#ContactIds} 个）',
  }),
};
