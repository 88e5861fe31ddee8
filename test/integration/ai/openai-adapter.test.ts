import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiOutputError, AiRefusedError, AiUnavailableError } from '#functions/ai/errors.ts';
import { OpenAiProvider } from '#functions/ai/openai.ts';
import { buildRealtimeSession } from '#functions/ai/realtime-session.ts';
import { TOOL_NAMES } from '#functions/ai/tools.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { withFakeOpenAi } from '#test/helpers/fake-openai.ts';
import { realtimeSessionInput } from '#test/helpers/realtime-session.ts';

interface SecretRequest {
  expires_after: unknown;
  session: {
    instructions: string;
    tools: { name: string; parameters: { properties: Record<string, unknown> } }[];
  };
}
interface ResponsesRequest {
  model: string;
  instructions: string;
  input: string;
  tools?: unknown[];
  text: { format: { type: string; name: string; strict: boolean; schema: Record<string, unknown> } };
}

beforeAll(useRuntimeDatabase);
const { fake, provider } = withFakeOpenAi({ maxRetries: 1 });
beforeEach(() => fake.reset());

const plan = () =>
  buildRealtimeSession(
    realtimeSessionInput({
      currentQuestionId: 2,
      notes: [{ id: 'n-1', content: 'Born in Leeds in 1948.', createdBy: 'walt' }],
      previousMessages: [
        { role: 'assistant', content: 'Where were you born?' },
        { role: 'user', content: 'In Leeds, in a little terraced house on Cardigan Road.' },
      ],
    }),
  );

describe('openai adapter: realtime client secrets', () => {
  it('mints a client secret with the full GA session config', async () => {
    const minted = await provider().mintRealtimeSession(plan());

    expect(minted.clientSecret).toMatch(/^ek_/);
    expect(minted.sdpUrl).toBe(`${fake.baseURL}/realtime/calls`);
    const [request] = fake.requestsTo('/v1/realtime/client_secrets');
    expect(request?.authorized).toBe(true);
    const body = request!.body as unknown as SecretRequest;
    expect(body.expires_after).toEqual({ anchor: 'created_at', seconds: 60 });
    const session = body.session;
    expect(session).toMatchObject({
      type: 'realtime',
      model: 'gpt-realtime',
      output_modalities: ['audio'],
      tool_choice: 'auto',
      audio: {
        input: {
          transcription: { model: 'gpt-4o-transcribe' },
          turn_detection: { type: 'semantic_vad', eagerness: 'low' },
        },
        output: { voice: 'marin' },
      },
    });
    for (const text of [
      'You are Walt',
      'Learn where the narrator grew up',
      'Hello Ada, I am Walt. Today I would love',
      'Birthplace and family are known.',
      '2. Parents: Tell me about your parents.',
      '[n-1] Born in Leeds in 1948.',
      'Narrator: In Leeds, in a little terraced house on Cardigan Road.',
      'last on question 2',
      'Ada Lovelace',
    ])
      expect(session.instructions).toContain(text);
    expect(session.tools.map((tool) => tool.name)).toEqual(TOOL_NAMES);
    expect(TOOL_NAMES).toHaveLength(9);
    const addNote = session.tools.find((tool) => tool.name === 'addNote');
    expect(addNote).toMatchObject({
      type: 'function',
      parameters: { type: 'object', properties: { content: { type: 'string' } }, required: ['content'] },
    });
    const askQuestion = session.tools.find((tool) => tool.name === 'askQuestion');
    expect(askQuestion?.parameters.properties.questionId).toMatchObject({ type: 'integer' });
  });

  it('reports a refused secret (bad key) as AiRefusedError without leaking the key', async () => {
    const wrong = new OpenAiProvider({ apiKey: 'sk-wrong-key', baseURL: fake.baseURL, maxRetries: 0 });
    const error = await wrong.mintRealtimeSession(plan()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiRefusedError);
    expect(String((error as Error).message)).not.toContain('sk-wrong-key');
  });
});

describe('openai adapter: Responses API with structured outputs', () => {
  it('asks for a strict JSON schema and returns the parsed note analysis', async () => {
    const answer = await provider().analyseForNote({
      conversationContext: 'user: I grew up in Leeds in the fifties.',
    });

    expect(answer).toEqual({ shouldTakeNote: true, noteContent: 'Grew up in Leeds in the 1950s.' });
    const body = fake.requestsTo('/v1/responses')[0]!.body as unknown as ResponsesRequest;
    expect(body.model).toBe('gpt-4.1-mini');
    expect(body.instructions).toContain('note-taker for Walt');
    expect(body.input).toContain('I grew up in Leeds');
    expect(body.text.format).toMatchObject({ type: 'json_schema', name: 'note_analysis', strict: true });
    expect(body.text.format.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['shouldTakeNote', 'noteContent'],
    });
    expect(JSON.stringify(body.text.format.schema)).not.toContain('maxLength');
  });

  it('parses question card analysis with nullable fields', async () => {
    fake.answer('question_card_analysis', () => ({
      shouldShowQuestionCard: true,
      predefinedQuestionId: null,
      customQuestion: { title: 'The house', text: 'What was the house like?' },
    }));
    const answer = await provider().analyseForQuestionCard({
      messageText: 'What was the house like?',
      availableQuestions: [{ id: 1, title: 'Birthplace', text: 'Where were you born?' }],
    });
    expect(answer.customQuestion).toEqual({ title: 'The house', text: 'What was the house like?' });
    expect((fake.requestsTo('/v1/responses')[0]!.body as { input: string }).input).toContain('1. Birthplace');
  });

  it('researches with the web search tool and the research model', async () => {
    const findings = await provider().researchTopic({
      title: 'Leeds',
      query: 'Leeds 1950s',
      excerpt: 'I grew up in Leeds.',
    });
    expect(findings.content).toContain('Trams');
    const body = fake.requestsTo('/v1/responses')[0]!.body as unknown as ResponsesRequest;
    expect(body.tools).toEqual([{ type: 'web_search' }]);
    expect(body.model).toBe('gpt-4.1');
    expect(body.input).toContain('What the narrator said:\nI grew up in Leeds.');
  });

  /** What a note analysis throws once the fake has been told how to answer it wrongly. */
  const noteAnalysisError = () =>
    provider()
      .analyseForNote({ conversationContext: 'user: hello' })
      .catch((e: unknown) => e);

  it('turns output that is not JSON into a clear AiOutputError', async () => {
    fake.malformedNext('{"shouldTakeNote": tru');
    const error = await noteAnalysisError();
    expect(error).toBeInstanceOf(AiOutputError);
    expect((error as Error).message).toBe("The model's answer for note analysis was not valid JSON.");
  });

  it('turns JSON of the wrong shape into a clear AiOutputError naming the field', async () => {
    fake.answer('note_analysis', () => ({ shouldTakeNote: 'yes', noteContent: 'x' }));
    const error = await noteAnalysisError();
    expect(error).toBeInstanceOf(AiOutputError);
    expect((error as Error).message).toContain('(shouldTakeNote)');
  });

  it('rejects an artefact whose metadata length is not short, medium or long', async () => {
    fake.answer('artefact', () => ({
      name: 'x',
      content: 'y',
      metadata: { theme: 'a', tone: 'b', length: 'huge' },
    }));
    await expect(
      provider().generateArtefact({ writerPrompt: 'Write a poem.', material: 'Leeds' }),
    ).rejects.toThrow(AiOutputError);
  });

  it('retries a transient 5xx once (SDK) and succeeds', async () => {
    fake.failNext(503);
    const topics = await provider().extractResearchTopics({ transcriptText: 'user: I grew up in Leeds.' });
    expect(topics).toEqual([{ title: 'Leeds in the 1950s', query: 'Everyday life in Leeds 1950s' }]);
    expect(fake.requestsTo('/v1/responses')).toHaveLength(2);
  });

  it('reports persistent 429s as AiUnavailableError and a 400 as AiRefusedError', async () => {
    fake.failNext(429, 2);
    await expect(
      provider().summariseTranscript({ transcript: [{ role: 'user', content: 'hi' }] }),
    ).rejects.toThrow(AiUnavailableError);
    fake.failNext(400);
    await expect(
      provider().summariseTranscript({ transcript: [{ role: 'user', content: 'hi' }] }),
    ).rejects.toThrow(AiRefusedError);
  });
});

describe('openai adapter: transcription', () => {
  it('posts the audio as multipart with the transcription model', async () => {
    const text = await provider().transcribeAudio({
      audio: new Uint8Array([1, 2, 3, 4]),
      fileName: 'audio.webm',
      contentType: 'audio/webm',
    });
    expect(text).toBe('I was born in Leeds in 1948.');
    const request = fake.requestsTo('/v1/audio/transcriptions')[0]!;
    expect(request.contentType).toMatch(/^multipart\/form-data/);
    expect(request.body).toMatchObject({
      model: 'gpt-4o-transcribe',
      response_format: 'json',
      file: { name: 'audio.webm', type: 'audio/webm', size: 4 },
    });
  });
});
