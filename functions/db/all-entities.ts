/**
 * Every entity of the table, for the table test and tools (seeding, the admin CLI, the user deletion of the
 * admin issue). Request handlers never import this module: each imports only the entities it uses, so a
 * bundle carries (and a cold start builds) nothing else.
 */
export { AiQuotaEntity } from './entities/ai-quota.ts';
export { ConversationEntity } from './entities/conversation.ts';
export { ConversationSlotEntity } from './entities/conversation-slot.ts';
export { EmailClaimEntity } from './entities/email-claim.ts';
export { JobEntity } from './entities/job.ts';
export { LockEntity } from './entities/lock.ts';
export { MessageEntity } from './entities/message.ts';
export { NoteEntity } from './entities/note.ts';
export { PathEntity } from './entities/path.ts';
export { RateLimitEntity } from './entities/rate-limit.ts';
export { ResearchReportEntity } from './entities/research-report.ts';
export { ResetTokenEntity } from './entities/reset-token.ts';
export { SessionEntity } from './entities/session.ts';
export { StoryEntity } from './entities/story.ts';
export { StoryEntryEntity } from './entities/story-entry.ts';
export { StoryPathCompletionEntity } from './entities/story-path-completion.ts';
export { UserEntity } from './entities/user.ts';
