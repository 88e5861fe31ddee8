import { emptyBody } from '../schemas/common.ts';
import {
  addCallRecordingBody,
  callRecordingClips,
  callRecordingSegment,
  listenLinks,
  listenPage,
  listenParams,
} from '../schemas/voice.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/voice.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/** A segment of the call's recording, linked to its conversation (403 while the narrator keeps none). */
export const addCallRecording = /* @__PURE__ */ define('addCallRecording', () => ({
  body: addCallRecordingBody,
  response: callRecordingSegment,
}));
/** Each narrator message of the call that has a recording, as a clip of its segment. */
export const listCallRecordings = /* @__PURE__ */ define('listCallRecordings', () => ({
  response: callRecordingClips,
}));
/** "Delete my call recordings": every call recording of the narrator; the transcripts stay. */
export const deleteCallRecordings = /* @__PURE__ */ define('deleteCallRecordings', () => ({
  response: emptyBody,
}));
export const listListenLinks = /* @__PURE__ */ define('listListenLinks', () => ({ response: listenLinks }));
/** Makes a link for each paragraph of the latest version whose sources include a recording. */
export const createListenLinks = /* @__PURE__ */ define('createListenLinks', () => ({
  response: listenLinks,
}));
/** Stops every link of the keepsake at once. */
export const stopListenLinks = /* @__PURE__ */ define('stopListenLinks', () => ({ response: emptyBody }));
/** The public listen page's content; 404 "This recording is no longer shared." once stopped. */
export const getListen = /* @__PURE__ */ define('getListen', () => ({
  params: listenParams,
  response: listenPage,
}));
