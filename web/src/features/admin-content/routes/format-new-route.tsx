/** The route table imports this name; the screen lives in format-editor-route.tsx. */
export { FormatEditorRoute as FormatNewRoute } from './format-editor-route.tsx';
