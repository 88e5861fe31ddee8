/** Texts of the archive at /archive (part B §2 "Archive /archive", §5 delete confirmations). */
export const ARCHIVE_TEXTS = {
  pageTitle: 'Your Archive',
  heading: 'Your Archive',
  intro: 'Every conversation with Walt and every story you have told, kept in one place.',
  conversationsTitle: 'Conversations',
  storiesTitle: 'Stories',
  loadingConversations: 'Loading your conversations...',
  loadingStories: 'Loading your stories...',
  noConversations: 'You have not had a conversation with Walt yet.',
  noStories: 'You have not told a story yet.',
  startFirstConversation: 'Start Your First Conversation',
  tellStory: 'Tell a Story',
  typeStory: 'Type a Story',
  conversationTitle: (title: string | undefined, id: string) =>
    title?.trim() || `Conversation ${id.slice(-8)}`,
  storyTitle: (title: string | undefined, id: string) => title?.trim() || `Story ${id.slice(-8)}`,
  messageCount: (count: number) => (count === 1 ? '1 message' : `${count} messages`),
  deleteConversationLabel: (title: string) => `Delete conversation: ${title}`,
  deleteStoryLabel: (title: string) => `Delete story: ${title}`,
  deleteConversationTitle: 'Delete conversation',
  deleteStoryTitle: 'Delete story',
  confirmDeleteConversation:
    'Are you sure you want to delete this conversation? This action cannot be undone.',
  confirmDeleteStory:
    'Are you sure you want to delete this story? This will permanently remove all of its content, transcripts and formats. This action cannot be undone.',
} as const;

export const archiveDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
