import Dexie from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineDb, setOfflineDbForTests } from './offlineDb';
import { deleteDraft, flushDrafts, listDrafts, loadDraft, saveDraft, setPendingSave } from './draftStore';

describe('draftStore', () => {
  const db = new OfflineDb(`drafts-${Math.random()}`);
  beforeAll(() => setOfflineDbForTests(db));
  afterAll(async () => {
    db.close();
    await Dexie.delete(db.name);
  });

  it('saves, updates (keeping createdAt), lists per user newest first, and deletes', async () => {
    await saveDraft({ userId: 1, formKey: 'a', title: 'A', route: '/a', value: { x: 1 } }, 100);
    await saveDraft({ userId: 1, formKey: 'b', title: 'B', route: '/b', value: { x: 2 } }, 200);
    await saveDraft({ userId: 2, formKey: 'a', title: 'other user', route: '/a', value: {} }, 300);
    await saveDraft({ userId: 1, formKey: 'a', title: 'A2', route: '/a', value: { x: 3 } }, 400);
    expect(await loadDraft(1, 'a')).toMatchObject({ title: 'A2', value: { x: 3 }, createdAt: 100, updatedAt: 400 });
    expect((await listDrafts(1)).map((d) => d.formKey)).toEqual(['a', 'b']);
    await deleteDraft(1, 'a');
    expect(await loadDraft(1, 'a')).toBeUndefined();
    expect(await loadDraft(2, 'a')).toBeDefined();
  });

  it('flushDrafts runs every pending debounced save', async () => {
    let flushed = 0;
    setPendingSave('x', async () => {
      flushed++;
    });
    setPendingSave('y', async () => {
      flushed++;
    });
    setPendingSave('y', null);
    await flushDrafts();
    expect(flushed).toBe(1);
  });
});
