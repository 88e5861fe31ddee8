/** The route table imports this name; the screen lives in path-editor-route.tsx. */
export { PathEditorRoute as PathNewRoute } from './path-editor-route.tsx';
