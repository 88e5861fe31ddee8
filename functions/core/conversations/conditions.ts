/** True when DynamoDB refused a write because its condition did not hold (ElectroDB wraps the SDK error). */
export const isConditionFailure = (error: unknown): boolean => {
  const cause = (error as { cause?: { name?: string } }).cause;
  return (
    cause?.name === 'ConditionalCheckFailedException' ||
    (error as { name?: string }).name === 'ConditionalCheckFailedException'
  );
};
