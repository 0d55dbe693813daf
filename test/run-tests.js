#!/usr/bin/env node
// npm test (and npm run test:mysql, through test/run-mysql.js): the jest suites in two parts.
//  1. Every suite but the timed ones, in TEST_WORKERS worker processes side by side (default: one
//     per core). Each test file has a database of its own (an in-memory SQLite one, or one created
//     on the MariaDB server), a Redis key prefix of its own and ports of its own, so files never meet;
//     a worker whose heap grows past WORKER_MEMORY is replaced between files.
//  2. The timed suites (jest.config.js TIMED_SUITES: they hold a clock or the process's CPU time to
//     a limit), one after another in this process's only worker, so a sibling's load cannot stretch
//     their clocks.
// Arguments are passed to both parts (e.g. a file path, or --selectProjects api); a part with no
// matching file passes. Exits non-zero when either part fails.
const { spawnSync } = require('node:child_process');
const { availableParallelism } = require('node:os');

const workers = Math.max(1, Number.parseInt(process.env.TEST_WORKERS || '', 10) || availableParallelism());
const args = process.argv.slice(2);

function jest(part, flags) {
  const env = { ...process.env, TEST_PART: part };
  const result = spawnSync('npx', ['jest', ...flags, '--passWithNoTests', ...args], { stdio: 'inherit', env });
  return result.status ?? 1;
}

console.log(`== jest: all but the timed suites, ${workers} at a time`);
const parallel = jest('parallel', [`--maxWorkers=${workers}`]);
console.log('== jest: the timed suites, one at a time');
const timed = jest('timed', ['--runInBand']);
process.exit(parallel || timed);
