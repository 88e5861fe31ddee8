/**
 * Every entity of the table, for the table test and tools (seeding, the admin CLI, the user deletion of the
 * admin issue). Request handlers never import this module: each imports only the entities it uses, so a
 * bundle carries (and a cold start builds) nothing else.
 */
export { AdminCounterEntity } from './entities/admin-counter.ts';
export { AiQuotaEntity } from './entities/ai-quota.ts';
export { ArtefactEntity } from './entities/artefact.ts';
export { ArtefactJobSlotEntity } from './entities/artefact-job-slot.ts';
export { ArtefactVersionEntity } from './entities/artefact-version.ts';
export { AuditEntryEntity } from './entities/audit-entry.ts';
export { CallMarkEntity, CallSegmentEntity } from './entities/call-recording.ts';
export { ConversationEntity } from './entities/conversation.ts';
export { ConversationSlotEntity } from './entities/conversation-slot.ts';
export { EmailClaimEntity } from './entities/email-claim.ts';
export { EmailInsightEntity } from './entities/email-insight.ts';
export { EmailVerificationEntity } from './entities/email-verification.ts';
export { FamilyContributionEntity } from './entities/family-contribution.ts';
export { FamilyInvitationEntity } from './entities/family-invitation.ts';
export { FamilyMemberEntity } from './entities/family-member.ts';
export { FormatEntity } from './entities/format.ts';
export { GmailConnectionEntity } from './entities/gmail-connection.ts';
export { GmailJobEntity } from './entities/gmail-job.ts';
export { GmailJobItemEntity } from './entities/gmail-job-item.ts';
export { GmailOAuthStateEntity } from './entities/gmail-oauth-state.ts';
export { GmailQuotaEntity } from './entities/gmail-quota.ts';
export { JobEntity } from './entities/job.ts';
export { JourneyEntity } from './entities/journey.ts';
export { JourneyStepEntity } from './entities/journey-step.ts';
export { ListenLinkEntity } from './entities/listen-link.ts';
export { LockEntity } from './entities/lock.ts';
export { MboxUploadEntity } from './entities/mbox-upload.ts';
export { MemoryEntity, MemorySourceEntity } from './entities/memory.ts';
export { MessageEntity } from './entities/message.ts';
export { NoteEntity } from './entities/note.ts';
export { PathEntity } from './entities/path.ts';
export { RateLimitEntity } from './entities/rate-limit.ts';
export { ResearchReportEntity } from './entities/research-report.ts';
export { ResetTokenEntity } from './entities/reset-token.ts';
export { SessionEntity } from './entities/session.ts';
export { StepCompletionEntity } from './entities/step-completion.ts';
export { StoryEntity } from './entities/story.ts';
export { StoryEntryEntity } from './entities/story-entry.ts';
export { StoryPathCompletionEntity } from './entities/story-path-completion.ts';
export { UserEntity } from './entities/user.ts';
