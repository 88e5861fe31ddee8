/**
 * The declaration of every endpoint without its schemas (name, method, path, auth, rules): the root each
 * contract entry extends, and what the browser calls the API through, because importing a contract module would
 * bring zod into its bundle. Each route is typed by its endpoint (`Route<typeof endpoint>`), so params, query,
 * body and answer types still come from the contract. One module per feature, like the contract, so a screen's
 * bundle holds only the routes it calls.
 */
export { account } from './account.ts';
export { admin } from './admin.ts';
export { ai } from './ai.ts';
export { artefacts } from './artefacts.ts';
export { audioChat } from './audio-chat.ts';
export { auth } from './auth.ts';
export { conversations } from './conversations.ts';
export { family } from './family.ts';
export { formats } from './formats.ts';
export { gmail } from './gmail.ts';
export { journeys } from './journeys.ts';
export { memory } from './memory.ts';
export { notes } from './notes.ts';
export { paths } from './paths.ts';
export { profile } from './profile.ts';
export { research } from './research.ts';
export { stories } from './stories.ts';
export { voice } from './voice.ts';
