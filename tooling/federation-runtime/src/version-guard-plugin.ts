import { Global, registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { chooseShare } from './choose-share';
import { describeMismatch, sharedVersionRefusal } from './shared-version-refusal';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

const NAME = 'portal-version-guard';

/** Once per page: the shell's guard, or the first remote's on a shell built before guards existed. */
function registerForEveryInstance(plugin: ModuleFederationRuntimePlugin): void {
  if (Global.__FEDERATION__.__GLOBAL_PLUGIN__.some(({ name }) => name === NAME)) return;
  registerGlobalPlugins([plugin]);
}

/**
 * Module Federation hands an unmet singleton out anyway, with a console warning: a remote then runs on a shared-ui
 * that lacks an export it imports and crashes mid-render. This plugin decides instead, when the remote's modules
 * load and before any of them runs: the page's copy when the remote accepts its version; the remote's own copy for
 * a package that is safe to copy; else a refusal the shell shows as "needs a newer portal" (shell/src/federation).
 *
 * Every app builds it in (tooling/webpack.app.cjs). It also registers itself globally, so remotes created after the
 * shell, including builds from before this guard existed, are judged by it too. It must not import shared modules.
 */
export default function versionGuardPlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: NAME,
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const versions = shareScopeMap[scope]?.[pkgName];
      const pageCopy = versions?.[version];
      if (!shareInfo.shareConfig?.singleton || !pageCopy) return args;
      const choice = chooseShare({
        packageName: pkgName,
        requiredVersion: shareInfo.shareConfig.requiredVersion,
        consumer: shareInfo.from || 'a remote',
        consumerVersion: shareInfo.version ?? 'unknown',
        pageVersion: version,
        pageProvider: pageCopy.from || 'the portal',
      });
      // The page's copy, handed out without Module Federation's own check, which would warn about a build of r1
      // asking for exactly 0.1.0 although the guard knows 1.x serves it.
      if (choice.use === 'page') return { ...args, resolver: () => ({ shared: pageCopy, useTreesShaking: false }) };
      const ownCopy = versions?.[shareInfo.version ?? ''];
      if (choice.use === 'own-copy' && ownCopy) {
        console.warn(`[federation] ${describeMismatch(choice.mismatch)}: it runs with its own copy.`);
        return { ...args, resolver: () => ({ shared: ownCopy, useTreesShaking: false }) };
      }
      console.error(`[federation] ${describeMismatch(choice.mismatch)}: refused before it rendered.`);
      return {
        ...args,
        resolver: () => {
          throw sharedVersionRefusal(choice.mismatch);
        },
      };
    },
  };
  registerForEveryInstance(plugin);
  return plugin;
}
