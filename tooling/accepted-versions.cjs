// One reading of "which versions of a shared package an app accepts from the page", for the build (webpack.app.cjs
// gives it to Module Federation as requiredVersion) and for check:surface (scripts/lib/remote-ranges.mjs).

/**
 * The range an app's package.json names for a package. A third-party library is pinned (19.3.1) and read as "this or
 * later within the major" (^19.3.1). A workspace package names its range after `workspace:`: a remote states the
 * oldest shared-ui it runs with (`workspace:^0.1.0 || ^1.0.0`), which is what lets it run on a shell deployed before
 * it (docs/compatibility.md); `workspace:*` means the version it has.
 */
function acceptedVersions(specifier, version) {
  const range = specifier.replace(/^workspace:/, '');
  if (range === '*' || range === '^' || range === '~') return `^${version}`;
  return /^\d/.test(range) ? `^${range}` : range;
}

module.exports = { acceptedVersions };
