// bench/ is no workspace package, so drizzle-orm does not resolve from there: the search bench's raw SQL (the
// straight bulk insert, the previous query timed for the record) builds its statements through here.
export { desc, eq, sql } from 'drizzle-orm';
