/** Deliveries of an artefacts message before it is dead-lettered; the last one records the failure. */
export const ARTEFACT_MAX_ATTEMPTS = 3;
