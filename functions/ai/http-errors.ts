import { HttpError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import {
  AI_FAILED_TEXT,
  AI_UNAVAILABLE_TEXT,
  AiOutputError,
  AiRefusedError,
  AiUnavailableError,
} from './errors.ts';

/** Runs a request's AI work, turning provider failures into 503 (try again) or 502 (the provider failed us). */
export const withAiErrors = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AiUnavailableError) {
      logger.warn('AI unavailable', { error: error.message });
      throw new HttpError(503, AI_UNAVAILABLE_TEXT, { 'retry-after': '5' });
    }
    if (error instanceof AiOutputError || error instanceof AiRefusedError) {
      logger.warn('AI request failed', { error: error.message });
      throw new HttpError(502, AI_FAILED_TEXT);
    }
    throw error;
  }
};
