import { changePasswordBody, deleteAccountBody } from '../schemas/account.ts';
import { messageBody } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/** Account controls on /profile (issue 14): both ask for the password again. */
export const changePassword = /* @__PURE__ */ (() =>
  endpoint({
    name: 'account.changePassword',
    method: 'POST',
    path: '/api/account/change-password',
    auth: 'user',
    body: changePasswordBody,
    response: messageBody,
  }))();
export const deleteAccount = /* @__PURE__ */ (() =>
  endpoint({
    name: 'account.deleteAccount',
    method: 'POST',
    path: '/api/account/delete',
    auth: 'user',
    body: deleteAccountBody,
    response: messageBody,
  }))();
