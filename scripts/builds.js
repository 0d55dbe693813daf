#!/usr/bin/env node
// The three builds (the API in dist/, the back-office in admin/dist, the public site in
// wizard/dist) and whether each is up to date, so that `npm start` rebuilds only what changed.
//
// Rule: a build is up to date when its output's entry file exists and a stamp, written after its
// last successful build, holds the same hash of its inputs' contents (every file's path and bytes)
// as now. The hash is taken before the build runs, so a file edited during a build leaves the
// build stale. A changed, added or deleted input file, a deleted output, or no stamp at all (a
// fresh clone) means a rebuild; a checkout that touches files without changing them rebuilds
// nothing.
//
// Shortcut (npm start's check on an unchanged tree, without reading every input): the stamp also
// records each input file's size, modification time and change time (ctime, which no tool can set
// back) as they were when the hash was taken. When the same files are there with the same three,
// their contents are the hashed ones and nothing is read; when any differs (or a file is added
// or gone) the contents are hashed as above, and if they still match, the stamp's record of the
// files is brought up to date so that the next check takes the shortcut again.
//
//   node scripts/builds.js record <name> <command ...>   runs the build, stamps it if it succeeds
//                                                         (what npm run build:api|admin|wizard do)
//   node scripts/builds.js stale                          rebuilds each stale build
//   node scripts/builds.js start                          the same, then runs the server (dist/main.js)
//                                                         in this process (npm start: one Node start-up
//                                                         less than `stale && node dist/main.js`)
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { join, sep } = require('node:path');

const ROOT = join(__dirname, '..');

// What each build reads. The front ends import the domain kernel (src/domain, '@domain') and the
// API's types (api-types); every build depends on the installed packages (package-lock.json).
const BUILDS = [
  {
    name: 'api',
    script: 'build:api',
    inputs: ['src', 'tsconfig.json', 'nest-cli.json', 'package-lock.json'],
    output: join('dist', 'main.js'),
  },
  {
    name: 'admin',
    script: 'build:admin',
    inputs: ['admin', 'src/domain', 'api-types', 'package-lock.json'],
    output: join('admin', 'dist', 'index.html'),
  },
  {
    name: 'wizard',
    script: 'build:wizard',
    inputs: ['wizard', 'src/domain', 'api-types', 'package-lock.json', 'scripts/build-wizard.mjs'],
    output: join('wizard', 'dist', 'index.html'),
  },
];

// Never part of a build: outputs, installed packages, and tests (no build imports a *.spec file;
// tsconfig.json excludes them from the API's).
const SKIPPED_FOLDERS = new Set(['dist', 'node_modules', '.vite']);
const SKIPPED_FILE = /\.spec\.tsx?$/;

function listFiles(root, path, into) {
  const full = join(root, path);
  if (!existsSync(full)) return into;
  if (!statSync(full).isDirectory()) {
    into.push(path);
    return into;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) listFiles(root, child, into);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      into.push(child);
    }
  }
  return into;
}

function inputFiles(build, root) {
  return [...new Set(build.inputs.flatMap((input) => listFiles(root, input, [])))].sort();
}

/** A file's size, modification and change times (ns), as one string; a content edit changes at least the change time. */
function signature(root, file) {
  const stats = statSync(join(root, file), { bigint: true });
  return `${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;
}

/** The file system's clock now (ns), which ticks coarser than the nanoseconds it reports: a probe file's change time. */
function fileSystemNow(root) {
  const probe = stampFile({ name: '.clock' }, root);
  mkdirSync(join(probe, '..'), { recursive: true });
  writeFileSync(probe, '');
  return statSync(probe, { bigint: true }).ctimeNs;
}

/**
 * The hash of a build's inputs (every input file's path, with / separators, and contents, in path
 * order) and each file's signature, taken before the file is read (so an edit after it shows).
 */
function inputsSnapshot(build, root = ROOT) {
  const now = fileSystemNow(root);
  const hash = createHash('sha256');
  const files = {};
  for (const file of inputFiles(build, root)) {
    const path = file.split(sep).join('/');
    const stats = statSync(join(root, file), { bigint: true });
    // Changed in this very tick of the file system's clock, it could change again with the same
    // times: left unsigned, so the next check reads it (git's "racily clean" entries).
    files[path] = stats.ctimeNs < now ? `${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}` : 'changed-while-recorded';
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return { hash: hash.digest('hex'), files };
}

/** The hash of a build's inputs: every input file's path (with / separators) and contents, in path order. */
function inputsHash(build, root = ROOT) {
  return inputsSnapshot(build, root).hash;
}

/** Whether the input files are the very ones the stamp recorded (same paths, sizes and times), without reading them. */
function unchangedSince(build, recorded, root) {
  if (!recorded || typeof recorded !== 'object') return false;
  const files = inputFiles(build, root);
  if (files.length !== Object.keys(recorded).length) return false;
  return files.every((file) => {
    const expected = recorded[file.split(sep).join('/')];
    try {
      return expected !== undefined && signature(root, file) === expected;
    } catch {
      return false;
    }
  });
}

// Kept out of the served folders (a stamp beside the files would be served to anyone) and out of
// the repository: a fresh clone has none, so it builds everything.
function stampFile(build, root) {
  return join(root, 'node_modules', '.cache', 'merchant-compare-builds', `${build.name}.json`);
}

/** Records a successful build of the inputs `snapshot` describes (from inputsSnapshot; a bare hash records no file signatures). */
function writeStamp(build, snapshot, root = ROOT, builtAt = new Date().toISOString()) {
  const { hash, files } = typeof snapshot === 'string' ? { hash: snapshot, files: undefined } : snapshot;
  const file = stampFile(build, root);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ inputs: hash, builtAt, files })}\n`);
}

/** Why the build must run again, or null when it is up to date. */
function staleReason(build, root = ROOT) {
  if (!existsSync(join(root, build.output))) return `${build.output} is missing`;
  const file = stampFile(build, root);
  if (!existsSync(file)) return 'no record of its last build';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return 'its build record is unreadable';
  }
  if (unchangedSince(build, stamp.files, root)) return null;
  const snapshot = inputsSnapshot(build, root);
  if (stamp.inputs !== snapshot.hash) return 'its sources changed since its last build';
  // Same contents, other times (a checkout, a touch): recorded, so that the next check is quick.
  writeStamp(build, snapshot, root, stamp.builtAt);
  return null;
}

function byName(name) {
  const build = BUILDS.find((b) => b.name === name);
  if (!build) throw new Error(`unknown build "${name}" (one of ${BUILDS.map((b) => b.name).join(', ')})`);
  return build;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function main([command, ...args]) {
  if (command === 'record') {
    const [name, program, ...programArgs] = args;
    const build = byName(name);
    const snapshot = inputsSnapshot(build);
    const status = run(program, programArgs);
    if (status === 0) writeStamp(build, snapshot);
    return status;
  }
  if (command === 'stale') {
    for (const build of BUILDS) {
      const reason = staleReason(build);
      if (reason === null) {
        console.log(`${build.name}: up to date, not rebuilt (npm run ${build.script} rebuilds it)`);
        continue;
      }
      console.log(`${build.name}: building, ${reason}`);
      const status = run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', build.script]);
      if (status !== 0) return status;
    }
    return 0;
  }
  if (command === 'start') {
    const status = main(['stale']);
    if (status !== 0) return status;
    // The server's exit code is its own (it sets it, or exits, itself).
    require(join(ROOT, 'dist', 'main.js'));
    return undefined;
  }
  console.error('usage: node scripts/builds.js stale | start | record <api|admin|wizard> <command ...>');
  return 2;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { BUILDS, inputsHash, inputsSnapshot, staleReason, writeStamp };
