// The API report of a shared package (<package>/api/<package>.api.md): API Extractor reads declarations, and the
// packages are TypeScript source, so the package's own compiler (TypeScript 7) first writes the declarations of its
// entry point into <package>/dist/surface-* (ignored by git and lint), removed afterwards. TypeScript 7 rather than the
// root's 5.9 also because it prints a union's members in a fixed order, where 5.9 prints them in the order it happened
// to create them, which an unrelated edit can change. Only the main entry point is the surface: shared-ui's
// `./testing` is for tests, which never meet another build's copy of the package at run time.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const SURFACE_PACKAGES = ['shared-ui', 'shared-auth'];
export const reportFile = (name) => `${name}.api.md`;

/** Writes the declarations of the package's entry point (src/index.ts) into `tempDir`/declarations with its own tsc. */
function emitDeclarations(packageDir, tempDir) {
  const tsconfig = join(tempDir, 'tsconfig.json');
  const config = {
    extends: '../../tsconfig.json',
    // No test globals (jest, jest-dom): the entry point's declarations never mention them.
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      outDir: 'declarations',
      rootDir: '../../src',
      types: [],
    },
    files: ['../../src/index.ts'],
    include: [],
  };
  writeFileSync(tsconfig, JSON.stringify(config));
  const tsc = spawnSync(join(packageDir, 'node_modules/.bin/tsc'), ['-p', tsconfig], { encoding: 'utf8' });
  if (tsc.status !== 0) throw new Error(`tsc could not write the declarations of ${packageDir}:\n${tsc.stdout}${tsc.stderr}`);
  return join(tempDir, 'declarations/index.d.ts');
}

function extractorConfig(packageDir, entry, reportFolder, tempDir) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageDir,
      mainEntryPointFilePath: entry,
      newlineKind: 'lf',
      compiler: { overrideTsconfig: { extends: './tsconfig.json', compilerOptions: { types: [] }, files: [entry], include: [] } },
      // Forgotten exports (a component's unexported Props type) are part of what a caller must pass, so in the report.
      apiReport: { enabled: true, reportFolder, reportTempFolder: join(tempDir, 'report'), includeForgottenExports: true },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      // Release tags (@public, @beta) select what a rolled-up .d.ts keeps; there is none, everything exported is public.
      messages: { extractorMessageReporting: { 'ae-missing-release-tag': { logLevel: 'none' } } },
    },
    // No such file: the configuration is all above, and this path only anchors its relative paths.
    configObjectFullPath: join(packageDir, 'api-extractor.json'),
    packageJsonFullPath: join(packageDir, 'package.json'),
  });
}

/**
 * A folder of its own per run, since two checks at once in one checkout must not delete each other's declarations;
 * tried again when the other run removed the then empty dist/ in between.
 */
function makeTempDir(dist) {
  for (;;) {
    try {
      mkdirSync(dist, { recursive: true });
      return mkdtempSync(join(dist, 'surface-'));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
}

/**
 * The package's report as its source gives it now, and whether it differs from the one in `reportFolder`; `update`
 * writes it there. API Extractor's own lines about the committed report are left to the caller, which knows the
 * command to run; its other findings (compiler errors, TSDoc) are printed and make `ok` false.
 */
export function extractReport(packageDir, { reportFolder = join(packageDir, 'api'), update = false } = {}) {
  const tempDir = makeTempDir(join(packageDir, 'dist'));
  mkdirSync(reportFolder, { recursive: true });
  try {
    const config = extractorConfig(packageDir, emitDeclarations(packageDir, tempDir), reportFolder, tempDir);
    let diff = '';
    const result = Extractor.invoke(config, {
      localBuild: update,
      printApiReportDiff: true,
      messageCallback(message) {
        if (message.category !== 'console') return;
        if (message.messageId === 'console-api-report-diff') diff = message.text;
        message.logLevel = ExtractorLogLevel.None;
        message.handled = true;
      },
    });
    const [{ fileName }] = config.reportConfigs;
    return {
      report: readFileSync(join(tempDir, 'report', fileName), 'utf8'),
      changed: result.apiReportChanged,
      diff,
      ok: result.errorCount + result.warningCount === 0,
    };
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
    try {
      rmdirSync(join(packageDir, 'dist'));
    } catch {
      // Not empty (a build of its own) or not there: dist/ stays as it was.
    }
  }
}
