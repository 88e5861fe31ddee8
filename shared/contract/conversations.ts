import * as z from 'zod/mini';
import { idParams, messageBody, pageOnlyQuery } from '../schemas/common.ts';
import {
  conversation,
  conversationResponse,
  saveConversationBody,
  startConversationBody,
  startConversationResponse,
  trackQuestionBody,
} from '../schemas/conversation.ts';
import { conversationBrief } from '../schemas/memory.ts';
import { endpoint } from './endpoint.ts';
import * as r from './routes/conversations.ts';

export const startConversation = /* @__PURE__ */ (() =>
  endpoint({
    ...r.startConversation,
    body: startConversationBody,
    response: startConversationResponse,
  }))();
/** The caller's conversations, newest first, without messages (count and last-message preview instead). */
export const listConversations = /* @__PURE__ */ (() =>
  endpoint({
    ...r.listConversations,
    query: pageOnlyQuery,
    response: z.array(conversation),
  }))();
/** One conversation with its messages in transcript order and its path with questions. */
export const getConversation = /* @__PURE__ */ (() =>
  endpoint({
    ...r.getConversation,
    params: idParams,
    response: conversation,
  }))();
export const deleteConversation = /* @__PURE__ */ (() =>
  endpoint({
    ...r.deleteConversation,
    params: idParams,
    response: z.object({}),
  }))();
export const saveConversation = /* @__PURE__ */ (() =>
  endpoint({
    ...r.saveConversation,
    params: idParams,
    body: saveConversationBody,
    response: conversationResponse,
  }))();
export const completeConversation = /* @__PURE__ */ (() =>
  endpoint({
    ...r.completeConversation,
    params: idParams,
    response: conversationResponse,
  }))();
export const trackQuestion = /* @__PURE__ */ (() =>
  endpoint({
    ...r.trackQuestion,
    params: idParams,
    body: trackQuestionBody,
    response: conversationResponse,
  }))();
export const sendWriterReport = /* @__PURE__ */ (() =>
  endpoint({
    ...r.sendWriterReport,
    params: idParams,
    response: messageBody,
  }))();
/** What the next call of this conversation receives: the name, carried facts, open threads, coverage, instructions. */
export const getBrief = /* @__PURE__ */ (() =>
  endpoint({ ...r.getBrief, params: idParams, response: conversationBrief }))();
