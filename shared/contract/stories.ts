import { idParams } from '../schemas/common.ts';
import { completePathBody, createStoryBody, story, updateStoryBody } from '../schemas/story.ts';
import { endpoint } from './endpoint.ts';

/** Minimal for now; the stories feature adds entries, journeys and the list. */
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
