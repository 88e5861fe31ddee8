import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthActions } from '@/lib/auth/auth-actions';
import { setDraftOwner } from '@/lib/auth/device-drafts';
import { aUser, mockApi } from '@/test/mock-api';
import { draftKeys } from '../type/lib/draft-keys.ts';
import { readDraft, writeDraft } from './draft-store.ts';

const signInAs = async (id: string) => {
  mockApi({ 'POST /api/auth/login': { body: { user: { ...aUser(), id } } }, 'POST /api/auth/logout': {} });
  const actions = createAuthActions(() => {});
  await actions.login({ email: 'ada@example.com', password: 'pw' });
  return actions;
};

describe('unsaved drafts on a shared device', () => {
  beforeEach(() => {
    localStorage.clear();
    setDraftOwner(null);
  });

  it('are kept per user: another account signed in on the same browser does not see them', async () => {
    // Prepare
    await signInAs('user-ada');
    writeDraft(draftKeys.newStory, { text: 'Half a memory of the sea', entryId: 'e-1' });
    // Act
    await signInAs('user-bob');
    const bobSees = readDraft(draftKeys.newStory);
    await signInAs('user-ada');
    const adaSees = readDraft(draftKeys.newStory);
    // Assess
    expect(bobSees).toBeUndefined();
    expect(adaSees).toEqual({ text: 'Half a memory of the sea', entryId: 'e-1' });
  });

  it('are removed from the device on logout', async () => {
    // Prepare
    const actions = await signInAs('user-ada');
    writeDraft(draftKeys.note('story-1'), { text: 'Father kept pigeons.', entryId: 'e-2' });
    localStorage.setItem('walt.draft.tell-story.user-ada.new', '{"text":"spoken"}');
    localStorage.setItem('walt.other-setting', 'kept');
    // Act
    actions.logout();
    // Assess
    expect(Object.keys(localStorage)).toEqual(['walt.other-setting']);
  });
});
