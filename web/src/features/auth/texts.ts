import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';

/** Texts of the sign-in, registration and password recovery screens (spec part A §2, §5, §8). */
export const FIELD_TEXTS = {
  email: 'Email',
  password: 'Password',
  passwordPlaceholder: 'Password',
  fullName: 'Full Name',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;

export const VALIDATION_TEXTS = {
  required: (field: string) => `Error: ${field} is required`,
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  invalidResetLink: 'Invalid reset link',
} as const;

export const LOGIN_TEXTS = {
  pageTitle: 'Sign in',
  title: 'Welcome back',
  subtitle: 'Sign in to carry on with your story.',
  submit: 'Sign in',
  busy: 'Signing in...',
  forgotPassword: 'Forgot your password?',
  noAccount: 'New to Walt?',
  register: 'Register',
  backHome: 'Back to home',
} as const;

/** The second step of sign-in when two-factor sign-in is on (issue 14). */
export const TWO_FACTOR_LOGIN_TEXTS = {
  pageTitle: 'Two-factor sign-in',
  title: 'Two-factor sign-in',
  codePrompt: 'Enter the 6-digit code from your authenticator app',
  codeLabel: '6-digit code',
  recoveryPrompt:
    'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.',
  recoveryLabel: 'Recovery code',
  useRecovery: 'Use a recovery code instead',
  useCode: 'Use the code from your app instead',
  codeMissing: 'Enter the 6 digits from your authenticator app',
  recoveryMissing: 'Enter a recovery code',
  submit: 'Verify and sign in',
  busy: 'Checking...',
  back: 'Back to sign in',
} as const;

export const REGISTER_TEXTS = {
  pageTitle: 'Create your account',
  title: 'Create your account',
  subtitle: 'It takes a minute. Then Walt is ready to hear your story.',
  submit: 'Create Account',
  busy: 'Creating account...',
  failed: 'Registration failed',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
} as const;

export const FORGOT_TEXTS = {
  pageTitle: 'Forgot your password',
  title: 'Forgot your password?',
  subtitle: 'Enter the email address of your account and we will send you a link to choose a new password.',
  submit: 'Send reset link',
  busy: 'Sending...',
  sent: 'Check your email for a link to reset your password',
  spamHint: "If it hasn't arrived in a few minutes, please check your spam or junk folder.",
  backToLogin: 'Back to sign in',
} as const;

export const RESET_TEXTS = {
  pageTitle: 'Choose a new password',
  title: 'Choose a new password',
  subtitle: `Pick a password of at least ${MIN_PASSWORD_LENGTH} characters that you have not used elsewhere.`,
  submit: 'Reset password',
  busy: 'Resetting...',
  backToLogin: 'Back to sign in',
  /** Shown once the server answers that the account uses two-factor sign-in (issue 23, M5). */
  codeLabel: 'Authentication code',
  codeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  codeMissing: 'Enter the 6-digit code from your authenticator app, or a recovery code',
} as const;

export const VERIFY_EMAIL_TEXTS = {
  pageTitle: 'Verify your email',
  title: 'Verify your email',
  busy: 'Checking your link...',
  missingToken: 'This verification link is incomplete. Please open the link from your email again.',
  failed: 'We could not verify your email address. Please try again.',
  continue: 'Continue to Walt',
  signIn: 'Sign in',
} as const;

/** The calm banner a signed-in user sees until their address is verified. */
export const VERIFY_BANNER_TEXTS = {
  message: (email: string) =>
    `Please confirm your email address: we sent a link to ${email}. Until you open it, Walt will not email you anything else, such as writer reports.`,
  resend: 'Resend link',
  busy: 'Sending...',
  failed: 'The link could not be sent. Please try again later.',
} as const;
