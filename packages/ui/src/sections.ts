// Owned by the sections group; each export on its own line.
export {};
