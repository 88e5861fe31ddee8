import type { RouteObject } from 'react-router-dom';
import { screen } from '@/lib/lazy-screen';

const tellStory = () => import('./tell/routes/tell-story-route.tsx');

/**
 * The stories feature's screens, each a lazy chunk: a story's page (detail/), and telling (tell/, spoken)
 * or typing (type/) a story or one more entry of it.
 */
export const storiesRoutes: RouteObject[] = [
  {
    path: 'story/:id',
    lazy: screen(
      () => import('./detail/routes/story-route.tsx'),
      (m) => m.StoryRoute,
    ),
  },
  {
    path: 'tell-story',
    children: [
      { index: true, lazy: screen(tellStory, (m) => m.TellStoryRoute) },
      { path: ':id', lazy: screen(tellStory, (m) => m.AddMemoRoute) },
      {
        path: ':id/edit/:entryId',
        lazy: screen(
          () => import('./tell/routes/edit-memo-route.tsx'),
          (m) => m.EditMemoRoute,
        ),
      },
    ],
  },
  {
    path: 'type-story',
    children: [
      {
        index: true,
        lazy: screen(
          () => import('./type/routes/type-story-route.tsx'),
          (m) => m.TypeStoryRoute,
        ),
      },
      {
        path: ':id',
        lazy: screen(
          () => import('./type/routes/add-note-route.tsx'),
          (m) => m.AddNoteRoute,
        ),
      },
      {
        path: ':id/edit/:entryId',
        lazy: screen(
          () => import('./type/routes/edit-note-route.tsx'),
          (m) => m.EditNoteRoute,
        ),
      },
    ],
  },
];
