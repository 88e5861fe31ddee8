import type { RouteObject } from 'react-router-dom';
import { indexScreenRoute, screenRoute } from '@/lib/lazy-screen';

const tellStory = () => import('./tell/routes/tell-story-route.tsx');

/**
 * The stories feature's screens, each a lazy chunk: a story's page (detail/), and telling (tell/, spoken)
 * or typing (type/) a story or one more entry of it.
 */
export const storiesRoutes: RouteObject[] = [
  screenRoute('story/:id', () => import('./detail/routes/story-route.tsx'), 'StoryRoute'),
  {
    path: 'tell-story',
    children: [
      indexScreenRoute(tellStory, 'TellStoryRoute'),
      screenRoute(':id', tellStory, 'AddMemoRoute'),
      screenRoute(':id/edit/:entryId', () => import('./tell/routes/edit-memo-route.tsx'), 'EditMemoRoute'),
    ],
  },
  {
    path: 'type-story',
    children: [
      indexScreenRoute(() => import('./type/routes/type-story-route.tsx'), 'TypeStoryRoute'),
      screenRoute(':id', () => import('./type/routes/add-note-route.tsx'), 'AddNoteRoute'),
      screenRoute(':id/edit/:entryId', () => import('./type/routes/edit-note-route.tsx'), 'EditNoteRoute'),
    ],
  },
];
