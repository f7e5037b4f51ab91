// Owned by the composites group; each export on its own line.
export {};
