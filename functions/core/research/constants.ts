/** Deliveries of a research message before it is dead-lettered; the last one records the failure. */
export const RESEARCH_MAX_ATTEMPTS = 3;
