// Styles of the Mantine components this screen adds to the shell's (loaded with the lazy route).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Code.css';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ConversationView } from '../components/conversation-view.tsx';
import { CONVERSATION_TEXTS } from '../texts.ts';

/** /conversations/{id}: the owner's view, back to the archive. */
export const ConversationRoute = () => {
  const { id = '' } = useParams();
  return (
    <ConversationView
      id={id}
      source="user"
      back={{ to: paths.archive, label: CONVERSATION_TEXTS.backToArchive }}
    />
  );
};

/** /admin/conversations/{id} and /admin/users/{userId}/conversations/{id}: consent checked by the API. */
export const AdminConversationRoute = () => {
  const { id = '', userId } = useParams();
  const back = userId
    ? { to: `/admin/users/${userId}`, label: CONVERSATION_TEXTS.backToUserDetail }
    : { to: '/admin/users', label: CONVERSATION_TEXTS.backToAdminUsers };
  return <ConversationView id={id} source="admin" back={back} />;
};
