/** The route table imports this name; the screen lives in formats-list-route.tsx. */
export { FormatsListRoute as FormatsRoute } from './formats-list-route.tsx';
