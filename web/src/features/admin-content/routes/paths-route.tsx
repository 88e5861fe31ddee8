/** The route table imports this name; the screen lives in paths-list-route.tsx. */
export { PathsListRoute as PathsRoute } from './paths-list-route.tsx';
