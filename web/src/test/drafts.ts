import { beforeEach } from 'vitest';
import { setDraftOwner } from '@/lib/auth/device-drafts';
import { aUser } from './mock-api';

/** Each test of the suite starts with no drafts kept on the device, which is the signed-in user's. */
export const startEachWithNoDrafts = () =>
  beforeEach(() => {
    localStorage.clear();
    setDraftOwner(aUser().id);
  });
