export const pairKey = (equipmentId: string, gripId: string) => `${equipmentId}:${gripId}`;

const toPair = (key: string) => {
  const [equipmentId, gripId] = key.split(':') as [string, string];
  return { equipmentId, gripId };
};

/** The pairs to allow and to forbid, from what is stored to what is checked now. */
export function matrixChanges(stored: Set<string>, checked: Set<string>) {
  return {
    add: [...checked].filter((key) => !stored.has(key)).map(toPair),
    remove: [...stored].filter((key) => !checked.has(key)).map(toPair),
  };
}
