const now = () => new Date().toISOString();

/** createdAt (set once) and updatedAt (refreshed on every write): spread into an entity's attributes. */
export const timestamps = {
  createdAt: { type: 'string', required: true, readOnly: true, default: now },
  updatedAt: { type: 'string', required: true, default: now, watch: '*', set: now },
} as const;
