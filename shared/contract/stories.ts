import * as z from 'zod/mini';
import { idParams } from '../schemas/common.ts';
import {
  completePathBody,
  createStoryBody,
  entryParams,
  story,
  textEntry,
  updateEntryBody,
  updateStoryBody,
} from '../schemas/story.ts';
import { endpoint } from './endpoint.ts';

/** The caller's stories, newest first (the archive's list). */
export const listStories = endpoint({
  name: 'stories.listStories',
  method: 'GET',
  path: '/api/stories',
  auth: 'user',
  response: z.array(story),
});
/** Creates a story, with its first typed entry when `textEntry` is given. */
export const createStory = endpoint({
  name: 'stories.createStory',
  method: 'POST',
  path: '/api/stories',
  auth: 'user',
  body: createStoryBody,
  response: story,
  status: 201,
});
export const getStory = endpoint({
  name: 'stories.getStory',
  method: 'GET',
  path: '/api/stories/{id}',
  auth: 'user',
  params: idParams,
  response: story,
});
export const updateStory = endpoint({
  name: 'stories.updateStory',
  method: 'PUT',
  path: '/api/stories/{id}',
  auth: 'user',
  params: idParams,
  body: updateStoryBody,
  response: story,
});
/** Deletes the story and everything under it: completions, notes, research reports and conversations. */
export const deleteStory = endpoint({
  name: 'stories.deleteStory',
  method: 'DELETE',
  path: '/api/stories/{id}',
  auth: 'user',
  params: idParams,
  response: z.object({}),
  status: 204,
});
/** Records a path as completed for the story; a concurrent second completion gets 409 'Already in progress'. */
export const completePath = endpoint({
  name: 'stories.completePath',
  method: 'POST',
  path: '/api/stories/{id}/complete-path',
  auth: 'user',
  params: idParams,
  body: completePathBody,
  response: story,
});
/** Rewrites one typed entry of the caller's story; an unknown entry answers 404 'Text entry not found'. */
export const updateTextEntry = endpoint({
  name: 'stories.updateTextEntry',
  method: 'PUT',
  path: '/api/stories/{id}/text-entries/{entryId}',
  auth: 'user',
  params: entryParams,
  body: updateEntryBody,
  response: textEntry,
});
export const deleteTextEntry = endpoint({
  name: 'stories.deleteTextEntry',
  method: 'DELETE',
  path: '/api/stories/{id}/text-entries/{entryId}',
  auth: 'user',
  params: entryParams,
  response: z.object({}),
  status: 204,
});
