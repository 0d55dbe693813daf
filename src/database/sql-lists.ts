// The lists of raw statements are plain TypeScript, kept in src/domain so the roll-ups there use them too.
export { inChunks, placeholders } from '../domain/sql-lists';
