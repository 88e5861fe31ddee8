/** The route table imports this name; the screen lives in journeys-list-route.tsx. */
export { JourneysListRoute as JourneysRoute } from './journeys-list-route.tsx';
