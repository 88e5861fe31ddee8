import { paths } from '@/config/paths';
import { useArchiveConversations } from '../api/list-conversations.ts';
import { ARCHIVE_TEXTS, archiveDate } from '../texts.ts';
import { ArchiveRow } from './archive-row.tsx';
import { ArchiveSection } from './archive-section.tsx';
import { EmptyState } from './empty-state.tsx';
import { useConfirmDelete } from './use-confirm-delete.tsx';

/** The caller's conversations with Walt: title, message count, date and the last thing said. */
export const ConversationsSection = () => {
  const conversations = useArchiveConversations();
  const { ask, modal } = useConfirmDelete('conversation');
  const rows = (conversations.data ?? []).map((conversation) => {
    const title = ARCHIVE_TEXTS.conversationTitle(conversation.title, conversation.id);
    return (
      <ArchiveRow
        key={conversation.id}
        to={paths.conversation(conversation.id)}
        title={title}
        details={[ARCHIVE_TEXTS.messageCount(conversation.messageCount), archiveDate(conversation.createdAt)]}
        preview={conversation.lastMessagePreview}
        deleteLabel={ARCHIVE_TEXTS.deleteConversationLabel(title)}
        onDelete={() => ask(conversation.id)}
      />
    );
  });
  return (
    <>
      <ArchiveSection
        id="archive-conversations"
        title={ARCHIVE_TEXTS.conversationsTitle}
        loading={conversations.isPending}
        loadingText={ARCHIVE_TEXTS.loadingConversations}
        rows={rows}
        empty={
          <EmptyState
            text={ARCHIVE_TEXTS.noConversations}
            actions={[{ to: paths.app, label: ARCHIVE_TEXTS.startFirstConversation }]}
          />
        }
      />
      {modal}
    </>
  );
};
