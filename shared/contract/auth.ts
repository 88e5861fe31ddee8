import {
  authResponse,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from '../schemas/auth.ts';
import { messageBody } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

export const register = endpoint({
  name: 'auth.register',
  method: 'POST',
  path: '/api/auth/register',
  auth: 'public',
  body: registerBody,
  response: authResponse,
  status: 201,
});
export const login = endpoint({
  name: 'auth.login',
  method: 'POST',
  path: '/api/auth/login',
  auth: 'public',
  body: loginBody,
  response: authResponse,
});
export const status = endpoint({
  name: 'auth.status',
  method: 'GET',
  path: '/api/auth/status',
  auth: 'user',
  response: authResponse,
});
export const logout = endpoint({
  name: 'auth.logout',
  method: 'POST',
  path: '/api/auth/logout',
  auth: 'public',
  response: messageBody,
});
export const forgotPassword = endpoint({
  name: 'auth.forgotPassword',
  method: 'POST',
  path: '/api/auth/forgot-password',
  auth: 'public',
  body: forgotPasswordBody,
  response: messageBody,
});
export const resetPassword = endpoint({
  name: 'auth.resetPassword',
  method: 'POST',
  path: '/api/auth/reset-password',
  auth: 'public',
  body: resetPasswordBody,
  response: authResponse,
});
