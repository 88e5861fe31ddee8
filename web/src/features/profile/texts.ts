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
