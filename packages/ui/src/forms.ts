// Owned by the forms group; each export on its own line.
export {};
