/** The route table imports this name; the screen lives in format-editor-route.tsx. */
export { FormatEditorRoute as FormatEditRoute } from './format-editor-route.tsx';
