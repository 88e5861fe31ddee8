import {
  authResponse,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  loginTwoFactorBody,
  registerBody,
  resetPasswordBody,
  verifyEmailBody,
} from '../schemas/auth.ts';
import { messageBody } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

export const register = /* @__PURE__ */ (() =>
  endpoint({
    name: 'auth.register',
    method: 'POST',
    path: '/api/auth/register',
    auth: 'public',
    body: registerBody,
    response: authResponse,
    status: 201,
  }))();
export const login = /* @__PURE__ */ (() =>
  endpoint({
    name: 'auth.login',
    method: 'POST',
    path: '/api/auth/login',
    auth: 'public',
    body: loginBody,
    response: loginResponse,
  }))();
/** The second step of sign-in when two-factor sign-in is on: the code (or a recovery code) opens the session. */
export const loginTwoFactor = /* @__PURE__ */ (() =>
  endpoint({
    name: 'auth.loginTwoFactor',
    method: 'POST',
    path: '/api/auth/login/two-factor',
    auth: 'public',
    body: loginTwoFactorBody,
    response: authResponse,
  }))();
export const status = /* @__PURE__ */ (() =>
  endpoint({
    name: 'auth.status',
    method: 'GET',
    path: '/api/auth/status',
    auth: 'user',
    response: authResponse,
  }))();
export const logout = /* @__PURE__ */ (() =>
  endpoint({
    name: 'auth.logout',
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'public',
    response: messageBody,
  }))();
export const forgotPassword = /* @__PURE__ */ (() =>
  endpoint({
    name: 'auth.forgotPassword',
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'public',
    body: forgotPasswordBody,
    response: messageBody,
  }))();
export const resetPassword = /* @__PURE__ */ (() =>
  endpoint({
    name: 'auth.resetPassword',
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'public',
    body: resetPasswordBody,
    response: loginResponse,
  }))();
/** Spends the link mailed at registration; works signed in or not (the link may be opened on another device). */
export const verifyEmail = /* @__PURE__ */ (() =>
  endpoint({
    name: 'auth.verifyEmail',
    method: 'POST',
    path: '/api/auth/verify-email',
    auth: 'public',
    body: verifyEmailBody,
    response: messageBody,
  }))();
export const resendVerification = /* @__PURE__ */ (() =>
  endpoint({
    name: 'auth.resendVerification',
    method: 'POST',
    path: '/api/auth/resend-verification',
    auth: 'user',
    response: messageBody,
  }))();
