import OpenAI, { toFile } from 'openai';
import * as z from 'zod/mini';
import { AI_FAILURE_TEXTS } from '#shared/texts.ts';
import { ConfigError, config } from '../lib/config.ts';
import { AI_METRICS, countMetric } from '../lib/metrics.ts';
import { readSecret } from '../lib/secrets.ts';
import { AiOutputError } from './errors.ts';
import {
  classify,
  outputText,
  parseStructured,
  type ResponseLike,
  strictJsonSchema,
} from './openai-structured.ts';
import {
  ARTEFACT_TECHNICAL_INSTRUCTIONS,
  artefactRewriteNote,
  BIOGRAPHICAL_FACTS_PROMPT,
  EMAIL_SUMMARY_PROMPT,
  MEMORY_EXTRACTION_PROMPT,
  NOTE_ANALYSIS_PROMPT,
  QUESTION_CARD_PROMPT,
  RESEARCH_PROMPT,
  SUMMARY_PROMPT,
  TOPIC_EXTRACTION_PROMPT,
} from './prompts.ts';
import type { AiProvider, MemoryExtractionResult, TranscriptLine } from './provider.ts';
import {
  artefactGeneration,
  biographicalFacts,
  emailSummary,
  memoryExtraction,
  noteAnalysis,
  questionCardAnalysis,
  researchFindings,
  researchTopics,
  transcriptSummary,
} from './schemas.ts';

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
/**
 * Lifetime of a realtime client secret. It only has to open the call (the call itself may outlast it): the
 * browser posts its SDP offer right after the microphone is granted, so a minute is enough, and a leaked
 * secret is worthless soon after. OpenAI accepts 10–7200 s (default 600).
 */
const CLIENT_SECRET_SECONDS = 60;

const transcriptText = (lines: TranscriptLine[]) =>
  lines
    .filter((line) => line.content.trim())
    .map((line) => `${line.role}: ${line.content}`)
    .join('\n');

/** The API key: from the environment, or from Secrets Manager (reused for a few minutes, see lib/secrets.ts). */
const apiKey = async (): Promise<string> => {
  const { OPENAI_API_KEY, OPENAI_SECRET_ARN } = config();
  if (OPENAI_API_KEY) return OPENAI_API_KEY;
  if (!OPENAI_SECRET_ARN) throw new ConfigError(['OPENAI_API_KEY', 'OPENAI_SECRET_ARN'], 'one is required');
  return (await readSecret('OPENAI_SECRET_ARN', OPENAI_SECRET_ARN)).trim();
};

/** The `openai` adapter: Responses API with strict structured outputs, realtime client secrets, transcription. */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  private client: { key: string; sdk: OpenAI } | undefined;

  constructor(private readonly options: { apiKey?: string; baseURL?: string; maxRetries?: number } = {}) {}

  private get baseURL(): string {
    return (this.options.baseURL ?? config().OPENAI_BASE_URL ?? DEFAULT_OPENAI_BASE_URL).replace(/\/$/, '');
  }

  /** The SDK client for the current key: a failed key fetch is not kept, a rotated key gets a new client. */
  private async sdk(): Promise<OpenAI> {
    const key = this.options.apiKey ?? (await apiKey());
    if (this.client?.key !== key)
      this.client = {
        key,
        sdk: new OpenAI({
          apiKey: key,
          baseURL: this.baseURL,
          maxRetries: this.options.maxRetries ?? config().OPENAI_MAX_RETRIES,
          timeout: config().OPENAI_TIMEOUT_MS,
        }),
      };
    return this.client.sdk;
  }

  private async structured<S extends z.ZodMiniType>(options: {
    what: string;
    schema: S;
    instructions: string;
    input: string;
    model?: string;
    webSearch?: boolean;
  }): Promise<z.infer<S>> {
    const client = await this.sdk();
    let response: ResponseLike;
    try {
      response = (await client.responses.create({
        model: options.model ?? config().OPENAI_TEXT_MODEL,
        instructions: options.instructions,
        input: options.input,
        ...(options.webSearch ? { tools: [{ type: 'web_search' as const }] } : {}),
        text: {
          format: {
            type: 'json_schema',
            name: options.what.replace(/\W+/g, '_'),
            strict: true,
            schema: strictJsonSchema(options.schema),
          },
        },
      })) as ResponseLike;
    } catch (error) {
      countMetric(AI_METRICS.providerFailures, 1, { what: options.what });
      throw classify(error, options.what);
    }
    if (response.usage?.total_tokens)
      countMetric(AI_METRICS.tokens, response.usage.total_tokens, { what: options.what });
    if (response.status === 'incomplete') throw new AiOutputError(AI_FAILURE_TEXTS.cutShort(options.what));
    return parseStructured(options.schema, outputText(response, options.what), options.what);
  }

  async summariseTranscript({ transcript, title }: Parameters<AiProvider['summariseTranscript']>[0]) {
    const answer = await this.structured({
      what: 'transcript summary',
      schema: transcriptSummary,
      instructions: SUMMARY_PROMPT,
      input: `${title ? `Conversation: ${title}\n\n` : ''}${transcriptText(transcript)}`,
    });
    return answer.summary;
  }

  analyseForNote({ conversationContext }: Parameters<AiProvider['analyseForNote']>[0]) {
    return this.structured({
      what: 'note analysis',
      schema: noteAnalysis,
      instructions: NOTE_ANALYSIS_PROMPT,
      input: conversationContext,
    });
  }

  analyseForQuestionCard({
    messageText,
    availableQuestions,
  }: Parameters<AiProvider['analyseForQuestionCard']>[0]) {
    const list = availableQuestions.map((question) => `${question.id}. ${question.title}: ${question.text}`);
    return this.structured({
      what: 'question card analysis',
      schema: questionCardAnalysis,
      instructions: QUESTION_CARD_PROMPT,
      input: `Available questions:\n${list.join('\n') || '(none)'}\n\nWalt's latest message:\n${messageText}`,
    });
  }

  async extractResearchTopics({ transcriptText: text }: Parameters<AiProvider['extractResearchTopics']>[0]) {
    const answer = await this.structured({
      what: 'research topics',
      schema: researchTopics,
      instructions: TOPIC_EXTRACTION_PROMPT,
      input: text,
    });
    return answer.topics;
  }

  researchTopic({ title, query, excerpt }: Parameters<AiProvider['researchTopic']>[0]) {
    return this.structured({
      what: 'research report',
      schema: researchFindings,
      instructions: RESEARCH_PROMPT,
      input: `Topic: ${title}\nQuery: ${query}${excerpt ? `\n\nWhat the narrator said:\n${excerpt}` : ''}`,
      model: config().OPENAI_RESEARCH_MODEL,
      webSearch: true,
    });
  }

  /** The format's creative instructions, then the technical ones (shape, grounding) appended here. */
  generateArtefact({
    writerPrompt,
    material,
    title,
    unsupported,
  }: Parameters<AiProvider['generateArtefact']>[0]) {
    return this.structured({
      what: 'artefact',
      schema: artefactGeneration,
      instructions: `${writerPrompt}\n\n${ARTEFACT_TECHNICAL_INSTRUCTIONS}`,
      input: `${title ? `Story title: ${title}\n\n` : ''}The narrator's material:\n\n${material}${unsupported?.length ? `\n\n${artefactRewriteNote(unsupported)}` : ''}`,
      model: config().OPENAI_RESEARCH_MODEL,
    });
  }

  async transcribeAudio({ audio, fileName, contentType }: Parameters<AiProvider['transcribeAudio']>[0]) {
    const client = await this.sdk();
    try {
      const answer = await client.audio.transcriptions.create({
        file: await toFile(audio, fileName, { type: contentType }),
        model: config().OPENAI_TRANSCRIPTION_MODEL,
        response_format: 'json',
      });
      const parsed = z.object({ text: z.string() }).safeParse(answer);
      if (!parsed.success) throw new AiOutputError(AI_FAILURE_TEXTS.noTranscript);
      return parsed.data.text;
    } catch (error) {
      throw classify(error, 'transcription');
    }
  }

  summariseEmail(input: Parameters<AiProvider['summariseEmail']>[0]) {
    return this.structured({
      what: 'email summary',
      schema: emailSummary,
      instructions: EMAIL_SUMMARY_PROMPT,
      input: `From: ${input.sender}\nDate: ${input.date}\nSubject: ${input.subject}\n\n${input.body}`,
    });
  }

  extractBiographicalFacts({ summaries }: Parameters<AiProvider['extractBiographicalFacts']>[0]) {
    return this.structured({
      what: 'biographical facts',
      schema: biographicalFacts,
      instructions: BIOGRAPHICAL_FACTS_PROMPT,
      input: summaries.map((summary, index) => `Email ${index + 1}:\n${summary}`).join('\n\n'),
    });
  }

  async extractMemory({ text }: { text: string }): Promise<MemoryExtractionResult> {
    const answer = await this.structured({
      what: 'memory extraction',
      schema: memoryExtraction,
      instructions: MEMORY_EXTRACTION_PROMPT,
      input: text,
    });
    return {
      claims: answer.claims.map(({ year, approx, ...claim }) => ({
        ...claim,
        date: year === null ? null : { year, approx },
      })),
      threads: answer.threads.map(({ factSubject, factPredicate, factValue, ...thread }) => ({
        ...thread,
        ...(factSubject !== null && factPredicate !== null
          ? { fact: { subject: factSubject, predicate: factPredicate, value: factValue ?? '' } }
          : {}),
      })),
      ...(answer.preferredName ? { preferredName: answer.preferredName } : {}),
    };
  }

  async mintRealtimeSession({ session }: Parameters<AiProvider['mintRealtimeSession']>[0]) {
    const client = await this.sdk();
    let answer: { value?: unknown; expires_at?: unknown };
    try {
      answer = await client.realtime.clientSecrets.create({
        expires_after: { anchor: 'created_at', seconds: CLIENT_SECRET_SECONDS },
        session,
      });
    } catch (error) {
      throw classify(error, 'the voice session');
    }
    const parsed = z
      .object({ value: z.string().check(z.minLength(1)), expires_at: z.number() })
      .safeParse(answer);
    if (!parsed.success) throw new AiOutputError(AI_FAILURE_TEXTS.noClientSecret);
    return {
      clientSecret: parsed.data.value,
      expiresAt: parsed.data.expires_at,
      sdpUrl: `${this.baseURL}/realtime/calls`,
      model: session.model,
    };
  }
}
