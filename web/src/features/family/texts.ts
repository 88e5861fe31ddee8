import { FAMILY_TEXTS } from '#shared/texts.ts';

/** The family circle's words from shared/texts.ts (issue 25), used as they are. */
export { FAMILY_TEXTS };

/** Texts of the family circle's screens (issue 25): /family, /family/join, /shared, /shared/stories/{id}. */
export const FAMILY_PAGE_TEXTS = {
  backToDashboard: 'Back to Dashboard',
  loading: 'Loading...',
  loadFailed: 'This could not be loaded. Please try again.',
  unknownError: 'Something went wrong. Please try again.',
  // /family
  intro:
    'Invite the people you love to read the stories you choose to share, and to add their own memories. Nothing is shared until you turn it on for a story.',
  inviteTitle: 'Invite a relative',
  emailLabel: 'Their email address',
  relationshipLabel: 'How they are related to you',
  relationshipPlaceholder: 'daughter',
  roleLabel: 'What they may do',
  roleHelp: {
    reader: 'Reads the stories you share.',
    contributor: 'Reads the stories you share, and adds their own memories.',
  },
  sendInvitation: 'Send invitation',
  invitationSent: (email: string) => `Invitation sent to ${email}. The link in it works for 14 days.`,
  emailMissing: 'Please enter their email address.',
  relationshipMissing: 'Please say how this person is related to you.',
  membersTitle: 'Members',
  noMembers: 'Nobody has joined your family circle yet.',
  memberRoleLabel: (name: string) => `Role of ${name}`,
  roleChanged: (name: string, role: string) => `${name} is now a ${role}.`,
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove from your family circle',
  confirmRemove: (name: string) =>
    `Remove ${name} from your family circle? They will no longer see the stories you share.`,
  invitationsTitle: 'Invitations waiting',
  noInvitations: 'No invitations are waiting.',
  invitationLine: (relationship: string, role: string) => `${relationship} · ${role}`,
  expires: (date: string) => `The link works until ${date}.`,
  cancelLabel: (email: string) => `Cancel the invitation to ${email}`,
  contributionsTitle: 'Memories waiting for you',
  contributionsIntro: 'Your family added these memories. Add them to your story, or leave them out for now.',
  noContributions: 'No memories are waiting.',
  forStory: (title: string) => `For your story "${title}"`,
  untitledStory: 'Untitled story',
  answerFailed: 'That did not work. Please try again.',
  sharedWithYouLink: 'Stories shared with you',
  // /family/join
  joinTitle: 'An invitation to a family circle',
  checking: 'Checking your invitation...',
  signInToAccept: 'Sign in or create an account to accept it. You will come back to this page afterwards.',
  signIn: 'Sign in',
  register: 'Create an account',
  acceptInvitation: 'Accept invitation',
  joinAs: (relationship: string, role: string) => `Invited as: ${relationship}. Role: ${role}.`,
  noToken: FAMILY_TEXTS.invalidInvitation(FAMILY_TEXTS.unknownInviter),
  // /shared
  sharedIntro: 'The stories your family have chosen to share with you.',
  noCircles:
    'Nobody has shared their stories with you yet. When someone invites you, their stories appear here.',
  circleTitle: (name: string) => `${name}'s stories`,
  yourPlace: (relationship: string, role: string) => `You are their ${relationship}. Role: ${role}.`,
  noSharedStories: (name: string) => `${name} has not shared a story yet.`,
  leaveTitle: 'Leave this circle',
  leaveLabel: (name: string) => `${FAMILY_TEXTS.leave}: ${name}`,
  confirmLeave: (name: string) =>
    `Leave the family circle of ${name}? You will no longer see their stories until they invite you again.`,
  leaveConfirm: 'Leave',
  leaveFailed: 'You could not leave the circle. Please try again.',
  // /shared/stories/{id}
  backToShared: 'Back to Shared with you',
  narratorStory: (name: string) => `${name}'s story`,
  storyTitle: (title: string | undefined) => title?.trim() || 'A story',
  entriesTitle: 'The story',
  noEntries: 'Nothing has been written here yet.',
  entryRecordingLabel: (date: string) => `Recording from ${date}`,
  keepsakesTitle: 'Keepsakes',
  versionLine: (version: number, date: string) => `Version ${version}, ${date}`,
  downloadPdfLabel: (title: string) => `Download PDF: ${title}`,
  notFound:
    'This story is not shared with you. It may no longer be shared, or you may no longer be in this family circle.',
  // Add a memory
  addMemoryIntro: (name: string) =>
    `Write down or speak what you remember. ${name} will read it and choose whether to add it to the story.`,
  memoryLabel: 'Your memory',
  sendMemory: 'Send my memory',
  memoryMissing: 'Please write or record your memory first.',
  memoryThanks: (name: string) => `Thank you — ${name} will see your memory.`,
  addAnother: 'Add another memory',
  transcribeFailed: 'Your recording could not be written down. Please try again.',
  playbackLabel: 'Play your recording',
} as const;

export const familyDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** "Reader" / "Contributor". */
export const roleName = (role: 'reader' | 'contributor') => FAMILY_TEXTS.roles[role];
