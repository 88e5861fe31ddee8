import * as z from 'zod/mini';
import { emptyResponse, messageBody, pageOnlyQuery } from '../schemas/common.ts';
import {
  conversation,
  conversationResponse,
  saveConversationBody,
  startConversationBody,
  startConversationResponse,
  trackQuestionBody,
} from '../schemas/conversation.ts';
import { conversationBrief } from '../schemas/memory.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/conversations.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

export const startConversation = /* @__PURE__ */ define('startConversation', () => ({
  body: startConversationBody,
  response: startConversationResponse,
}));
/** The caller's conversations, newest first, without messages (count and last-message preview instead). */
export const listConversations = /* @__PURE__ */ define('listConversations', () => ({
  query: pageOnlyQuery,
  response: z.array(conversation),
}));
/** One conversation with its messages in transcript order and its path with questions. */
export const getConversation = /* @__PURE__ */ define('getConversation', () => ({ response: conversation }));
export const deleteConversation = /* @__PURE__ */ define('deleteConversation', () => ({
  response: emptyResponse,
}));
export const saveConversation = /* @__PURE__ */ define('saveConversation', () => ({
  body: saveConversationBody,
  response: conversationResponse,
}));
export const completeConversation = /* @__PURE__ */ define('completeConversation', () => ({
  response: conversationResponse,
}));
export const trackQuestion = /* @__PURE__ */ define('trackQuestion', () => ({
  body: trackQuestionBody,
  response: conversationResponse,
}));
export const sendWriterReport = /* @__PURE__ */ define('sendWriterReport', () => ({ response: messageBody }));
/** What the next call of this conversation receives: the name, carried facts, open threads, coverage, instructions. */
export const getBrief = /* @__PURE__ */ define('getBrief', () => ({ response: conversationBrief }));
