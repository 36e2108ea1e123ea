import { satisfy } from '@module-federation/runtime-core';

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/**
 * Release r1 (releases/last.json at the time) shipped the portal's shared packages as 0.1.0, and its builds ask for
 * exactly that. Their 1.0.0 kept every export of it (docs/compatibility.md), so any 1.x serves those builds.
 */
const R1_SHARED_PACKAGES = ['@portal/shared-ui', '@portal/shared-auth'];
const R1_VERSION = '0.1.0';

/**
 * The versions a consumer can run with, from the `requiredVersion` its build declared. Builds of before the
 * compatibility rule declared the exact version they were built with; under the rule a singleton of the same major
 * and at least that version serves them, so an exact version reads as a caret range.
 */
export function acceptedRange(packageName: string, requiredVersion: string): string {
  if (!EXACT_VERSION.test(requiredVersion)) return requiredVersion;
  if (requiredVersion === R1_VERSION && R1_SHARED_PACKAGES.includes(packageName)) return `${R1_VERSION} || ^1.0.0`;
  return `^${requiredVersion}`;
}

/** Whether `version` is one the range accepts (Module Federation's own semver, as its share resolution uses). */
export function accepts(range: string, version: string): boolean {
  return satisfy(version, range);
}

/** Whether version a is older than version b. */
export function isOlder(a: string, b: string): boolean {
  return a !== b && satisfy(a, `<${b}`);
}
