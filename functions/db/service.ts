import { Service } from 'electrodb';
import { config } from '../lib/config.ts';
import { dynamo } from './client.ts';
import { ConversationEntity } from './entities/conversation.ts';
import { ConversationSlotEntity } from './entities/conversation-slot.ts';
import { EmailClaimEntity } from './entities/email-claim.ts';
import { JobEntity } from './entities/job.ts';
import { LockEntity } from './entities/lock.ts';
import { MessageEntity } from './entities/message.ts';
import { NoteEntity } from './entities/note.ts';
import { PathEntity } from './entities/path.ts';
import { RateLimitEntity } from './entities/rate-limit.ts';
import { ResearchReportEntity } from './entities/research-report.ts';
import { ResetTokenEntity } from './entities/reset-token.ts';
import { SessionEntity } from './entities/session.ts';
import { StoryEntity } from './entities/story.ts';
import { StoryEntryEntity } from './entities/story-entry.ts';
import { StoryPathCompletionEntity } from './entities/story-path-completion.ts';
import { UserEntity } from './entities/user.ts';

/** Every entity of the single table; later features add theirs here. */
export const entities = {
  users: UserEntity,
  emailClaims: EmailClaimEntity,
  sessions: SessionEntity,
  resetTokens: ResetTokenEntity,
  rateLimits: RateLimitEntity,
  jobs: JobEntity,
  paths: PathEntity,
  conversations: ConversationEntity,
  conversationSlots: ConversationSlotEntity,
  messages: MessageEntity,
  notes: NoteEntity,
  stories: StoryEntity,
  storyPathCompletions: StoryPathCompletionEntity,
  storyEntries: StoryEntryEntity,
  locks: LockEntity,
  researchReports: ResearchReportEntity,
};

const build = () => new Service(entities, { client: dynamo(), table: config().TABLE_NAME });
let service: ReturnType<typeof build> | undefined;

/** The ElectroDB service bound to the configured table and client (created on first use). */
export const db = (): ReturnType<typeof build> => {
  service ??= build();
  return service;
};

export const resetDb = (): void => {
  service = undefined;
};
