/** The story endpoints these screens call (shared/contract/stories.ts), as URLs. */
export const storyUrl = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}`;
export const textEntryUrl = (storyId: string, entryId: string) =>
  `${storyUrl(storyId)}/text-entries/${encodeURIComponent(entryId)}`;
