// The npm registry these machines reach serves only Biome's Linux binaries, so `npm install` writes no
// lock entries for Biome's other platform packages and `npm ci` then refuses the lock as out of sync.
// This adds those optional entries (npm ci skips them by os/cpu without fetching). Run it after any
// `npm install` that rewrites package-lock.json: `node scripts/lock-platform-entries.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const biome = packages['node_modules/@biomejs/biome'];
const platforms = {
  'cli-android-arm64': [['android'], ['arm64']],
  'cli-android-x64': [['android'], ['x64']],
  'cli-darwin-arm64': [['darwin'], ['arm64']],
  'cli-darwin-x64': [['darwin'], ['x64']],
  'cli-linux-arm64': [['linux'], ['arm64'], ['glibc']],
  'cli-linux-arm64-musl': [['linux'], ['arm64'], ['musl']],
  'cli-linux-x64-musl': [['linux'], ['x64'], ['musl']],
  'cli-win32-arm64': [['win32'], ['arm64']],
  'cli-win32-x64': [['win32'], ['x64']],
};
let added = 0;
for (const [name, [os, cpu, libc]] of Object.entries(platforms)) {
  const key = `node_modules/@biomejs/${name}`;
  if (packages[key] || !biome?.optionalDependencies?.[`@biomejs/${name}`]) continue;
  packages[key] = {
    version: biome.version,
    cpu,
    dev: true,
    engines: { node: '>=14.21.3' },
    ...(libc ? { libc } : {}),
    license: 'MIT OR Apache-2.0',
    optional: true,
    os,
  };
  added += 1;
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
