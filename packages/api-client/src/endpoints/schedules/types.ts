// Strictly typed in issue F.
export {};
