#!/usr/bin/env node
// npm run test:mysql: the same jest suites against the MySQL/MariaDB server named by
// TEST_DATABASE_URL (default mariadb://root@127.0.0.1:3306), run as npm test runs them
// (test/run-tests.js: side by side in workers, then the timed suites alone). Each test file
// creates its own database and drops it afterwards. Arguments go to jest.
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

const env = { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'mariadb://root@127.0.0.1:3306' };
const result = spawnSync(process.execPath, [join(__dirname, 'run-tests.js'), ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
