// Strictly typed in issue E.
export {};
