/** True when DynamoDB refused a write because its condition did not hold. */
export const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';

/**
 * True when a transaction was refused because of what another write did: one of its conditions did not hold
 * (a claim already taken, an item already there) or a concurrent transaction held one of its items. Callers
 * answer as for a lost race (read back, retry or 409); other cancellations (throttling, validation) rethrow.
 */
export const isTransactionRefused = (error: unknown): boolean => {
  const { name, CancellationReasons } = (error ?? {}) as {
    name?: string;
    CancellationReasons?: { Code?: string }[];
  };
  return (
    name === 'TransactionCanceledException' &&
    (CancellationReasons ?? []).some(
      (reason) => reason.Code === 'ConditionalCheckFailed' || reason.Code === 'TransactionConflict',
    )
  );
};

/** Awaits a conditional write whose refused condition means there was nothing to do; other errors rethrow. */
export const unlessConditionFails = async (write: Promise<unknown>): Promise<void> => {
  try {
    await write;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};
