import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * zod/mini ships without a locale, so its issues would all read "Invalid input". Loading English keeps the
 * messages classic zod gave (e.g. "Too big: expected string to have <=200 characters"), which the API passes
 * on in its `{ error }` answers. Import this module for its effect wherever zod issue messages are shown.
 */
z.config(en());
