import * as z from 'zod/mini';
import { idParams, messageBody } from '../schemas/common.ts';
import {
  conversation,
  conversationResponse,
  saveConversationBody,
  startConversationBody,
  startConversationResponse,
  trackQuestionBody,
} from '../schemas/conversation.ts';
import { endpoint } from './endpoint.ts';

export const startConversation = /* @__PURE__ */ (() =>
  endpoint({
    name: 'conversations.startConversation',
    method: 'POST',
    path: '/api/conversations/start',
    auth: 'user',
    body: startConversationBody,
    response: startConversationResponse,
  }))();
/** The caller's conversations, newest first, without messages (count and last-message preview instead). */
export const listConversations = /* @__PURE__ */ (() =>
  endpoint({
    name: 'conversations.listConversations',
    method: 'GET',
    path: '/api/conversations',
    auth: 'user',
    response: z.array(conversation),
  }))();
/** One conversation with its messages in transcript order and its path with questions. */
export const getConversation = /* @__PURE__ */ (() =>
  endpoint({
    name: 'conversations.getConversation',
    method: 'GET',
    path: '/api/conversations/{id}',
    auth: 'user',
    params: idParams,
    response: conversation,
  }))();
export const deleteConversation = /* @__PURE__ */ (() =>
  endpoint({
    name: 'conversations.deleteConversation',
    method: 'DELETE',
    path: '/api/conversations/{id}',
    auth: 'user',
    params: idParams,
    response: z.object({}),
    status: 204,
  }))();
export const saveConversation = /* @__PURE__ */ (() =>
  endpoint({
    name: 'conversations.saveConversation',
    method: 'POST',
    path: '/api/conversations/{id}/save',
    auth: 'user',
    params: idParams,
    body: saveConversationBody,
    response: conversationResponse,
  }))();
export const completeConversation = /* @__PURE__ */ (() =>
  endpoint({
    name: 'conversations.completeConversation',
    method: 'POST',
    path: '/api/conversations/{id}/complete',
    auth: 'user',
    params: idParams,
    response: conversationResponse,
  }))();
export const trackQuestion = /* @__PURE__ */ (() =>
  endpoint({
    name: 'conversations.trackQuestion',
    method: 'POST',
    path: '/api/conversations/{id}/track-question',
    auth: 'user',
    params: idParams,
    body: trackQuestionBody,
    response: conversationResponse,
  }))();
export const sendWriterReport = /* @__PURE__ */ (() =>
  endpoint({
    name: 'conversations.sendWriterReport',
    method: 'POST',
    path: '/api/conversations/{id}/send-writer-report',
    auth: 'user',
    params: idParams,
    response: messageBody,
  }))();
