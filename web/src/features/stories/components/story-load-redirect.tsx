import { Navigate } from 'react-router-dom';
import { HOME_PATH } from '@/config/paths';
import { withHomeNotice } from '@/lib/home-notice';
import { storyLoadErrorText } from '../detail/lib/load-error.ts';

/**
 * Part B §8: a story that cannot be loaded sends the narrator home (`/`, which is the dashboard for a
 * signed-in narrator), where the reason is shown. Used by the story page and by every screen that adds to
 * or edits a story (/tell-story/{id}, /type-story/{id} and their edit routes).
 */
export const StoryLoadRedirect = ({ error }: { error: unknown }) => (
  <Navigate to={HOME_PATH} replace state={withHomeNotice(storyLoadErrorText(error))} />
);
