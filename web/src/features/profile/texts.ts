import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';

/** Texts of the profile and privacy-preferences screens (spec part B §2 "Profile", "Privacy preferences onboarding", §8). */
export const PROFILE_TEXTS = {
  title: 'User Profile',
  subtitle: 'Manage your privacy settings and account',
  loading: 'Loading profile...',
  cardTitle: 'Privacy & Sharing Settings',
  cardSubtitle: 'Control what Walt can access and how you want to share your stories with the community',
  save: 'Save Settings',
  saving: 'Saving...',
  saved: 'Privacy settings saved!',
  account: 'Your account',
  nameLabel: 'Name',
  emailLabel: 'Email',
} as const;

export const ONBOARDING_TEXTS = {
  title: 'Privacy Preferences',
  intro:
    'Welcome to Walt! Before you get started, please set your privacy preferences. You can change these settings anytime in your profile.',
  secureTitle: 'Your data is always secure',
  secureBody:
    'Your stories and recordings belong to you. Whatever you choose here, your account stays private and protected, and only the sharing you switch on is allowed.',
  skip: 'Skip for now',
  save: 'Save preferences & continue',
  saving: 'Saving preferences...',
  saveFailed: 'Failed to save preferences',
  saveError: 'An error occurred while saving your preferences',
} as const;

/** "What Walt calls you" on the profile: the name Walt greets the narrator by (issue 21). */
export const PREFERRED_NAME_TEXTS = {
  title: 'Your name',
  label: 'What Walt calls you',
  hint: 'The name Walt greets you by in your conversations. Leave it empty to go back to the name you told Walt.',
  save: 'Save',
  saved: 'Saved. Walt will call you by this name.',
  cleared: 'Saved. Walt will use the name you told him.',
  failed: 'Your name could not be saved. Please try again.',
} as const;

/** Account controls on the profile: change password, delete my account (issue 14). */
export const ACCOUNT_TEXTS = {
  passwordTitle: 'Change password',
  passwordIntro: 'After the change you stay signed in here; every other device is signed out.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  changeSubmit: 'Change password',
  changeBusy: 'Changing...',
  changeFailed: 'Your password could not be changed. Please try again.',
  deleteTitle: 'Delete my account',
  deleteIntro:
    'This deletes your account and everything in it: your stories, conversations, notes, recordings and research. It cannot be undone.',
  deletePassword: 'Enter your password to confirm',
  deleteSubmit: 'Delete my account for good',
  deleteBusy: 'Deleting...',
  deleteFailed: 'Your account could not be deleted. Please try again.',
} as const;

/** The two-factor sign-in card on the profile (issue 14, ASVS 6.3.3). */
export const TWO_FACTOR_CARD_TEXTS = {
  title: 'Two-factor sign-in',
  introOff:
    'Make signing in safer: after your password, Walt also asks for a 6-digit code from an authenticator app on your phone.',
  statusOff: 'Two-factor sign-in is off.',
  statusOn: 'Two-factor sign-in is on. Walt asks for a code from your authenticator app after your password.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  cancel: 'Cancel',
  password: 'Enter your password to continue',
  continue: 'Continue',
  continueBusy: 'Checking...',
  scanIntro:
    'Add Walt to your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password): scan the QR code, open the link on your phone, or type the setup key by hand.',
  qrLabel: 'QR code for your authenticator app',
  openInApp: 'Open in authenticator app',
  setupKey: 'Setup key',
  code: '6-digit code from your app',
  codeMissing: 'Enter the 6 digits from your authenticator app',
  enable: 'Turn on two-factor sign-in',
  enableBusy: 'Turning on...',
  codesTitle: 'Your recovery codes',
  codesIntro:
    'Two-factor sign-in is on. Keep these recovery codes somewhere safe, such as a password manager or a printed page. If you lose your phone, each code lets you sign in once. They are shown only now.',
  codesDone: 'I have saved my recovery codes',
  disableIntro: 'Enter your password and a code from your authenticator app to turn two-factor sign-in off.',
  disablePassword: 'Password',
  disable: 'Turn off two-factor sign-in',
  disableBusy: 'Turning off...',
  failed: 'That did not work. Please try again.',
  /** Renewing the recovery codes (issue 23). */
  renew: 'Renew recovery codes',
  renewIntro:
    'New recovery codes replace your old ones at once: the old codes stop working. Enter your password or a 6-digit code from your app.',
  renewPassword: 'Password',
  renewCode: 'Or a 6-digit code from your app',
  renewSubmit: 'Get new recovery codes',
  renewBusy: 'Renewing...',
  renewMissing: 'Enter your password or a code from your authenticator app',
  renewedTitle: 'Your new recovery codes',
  renewedIntro:
    'Your old recovery codes no longer work. Keep these somewhere safe, such as a password manager or a printed page. Each lets you sign in once. They are shown only now.',
} as const;

/** "Your sessions" on the profile (issue 23, M6). */
export const SESSIONS_CARD_TEXTS = {
  title: 'Your sessions',
  intro:
    'These are the browsers and devices signed in to your account. If you do not recognise one, end it and change your password.',
  loading: 'Loading your sessions...',
  loadFailed: 'Your sessions could not be loaded. Please try again.',
  thisDevice: 'This device',
  near: (network: string) => `Near ${network}`,
  placeUnknown: 'Network not recorded',
  lastSeen: (when: string) => `Last active ${when}`,
  signedIn: (when: string) => `Signed in ${when}`,
  end: 'End session',
  endBusy: 'Ending...',
  ended: 'The session has ended.',
  endFailed: 'The session could not be ended. Please try again.',
  listLabel: 'Your signed-in sessions',
} as const;
