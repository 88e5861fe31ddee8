import {
  changePasswordBody,
  deleteAccountBody,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupBody,
  twoFactorSetupResponse,
} from '../schemas/account.ts';
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
/** Two-factor sign-in (ASVS 6.3.3): set up with the password again, turn on with a first code, turn off. */
export const setupTwoFactor = /* @__PURE__ */ (() =>
  endpoint({
    name: 'account.setupTwoFactor',
    method: 'POST',
    path: '/api/account/two-factor/setup',
    auth: 'user',
    body: twoFactorSetupBody,
    response: twoFactorSetupResponse,
  }))();
export const enableTwoFactor = /* @__PURE__ */ (() =>
  endpoint({
    name: 'account.enableTwoFactor',
    method: 'POST',
    path: '/api/account/two-factor/enable',
    auth: 'user',
    body: twoFactorEnableBody,
    response: twoFactorEnableResponse,
  }))();
export const disableTwoFactor = /* @__PURE__ */ (() =>
  endpoint({
    name: 'account.disableTwoFactor',
    method: 'POST',
    path: '/api/account/two-factor/disable',
    auth: 'user',
    body: twoFactorDisableBody,
    response: messageBody,
  }))();
