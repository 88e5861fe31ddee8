/** Error texts of the auth state machine (spec part A §4 "Auth" and §8 "Auth"). */
export const AUTH_STATE_TEXTS = {
  loginFailed: 'Login failed',
  notAuthenticated: 'Not authenticated',
  authCheckFailed: 'Authentication check failed',
  resetRequestRejected: 'Failed to request password reset',
  resetRequestFailed: 'Password reset request failed',
  resetRejected: 'Failed to reset password',
  resetFailed: 'Password reset failed',
} as const;
