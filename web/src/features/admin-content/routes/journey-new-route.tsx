/** The route table imports this name; the screen lives in journey-editor-route.tsx. */
export { JourneyEditorRoute as JourneyNewRoute } from './journey-editor-route.tsx';
