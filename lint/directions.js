// @ts-check
/**
 * DESIGN.md §1's import directions as import-x/no-restricted-paths zones, on real paths. The
 * feature folders are read from disk, so a new feature is covered the day its folder appears.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/src');
const web = path.join(root, 'apps/web/src');

/** @param {string} dir */
const foldersOf = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * The platform modules that ai/ may read. Leaves only (they import nothing else of ours), so
 * that model access never pulls the platform, and through it the features, back in.
 */
export const platformLeavesForAi = ['config.ts', 'clock.ts'];

const serverFeatures = foldersOf(path.join(server, 'features'));
const webFeatures = foldersOf(path.join(web, 'features'));

/** @type {{ target: string, from: string, except?: string[], message: string }[]} */
export const directionZones = [
  // A server feature may use another feature only through its service.ts (the rules), never
  // its store, routes, jobs or presenters. Its tests may also drive another feature through
  // that feature's test-kit.ts (files' tests draw pictures to own), which no code outside
  // tests may import.
  ...serverFeatures.map((feature) => ({
    target: path.join(server, 'features', feature),
    from: path.join(server, 'features'),
    except: [
      `./${feature}`,
      ...serverFeatures
        .filter((other) => other !== feature)
        .flatMap((other) => [`./${other}/service.ts`, `./${other}/test-kit.ts`]),
    ],
    message: `Server feature '${feature}' may import another feature's service.ts only.`,
  })),
  {
    target: `${server}/features/**/!(*.test).ts`,
    from: `${server}/features/*/test-kit.ts`,
    message: 'Only tests import a test kit.',
  },
  {
    target: path.join(server, 'platform'),
    from: path.join(server, 'features'),
    message: 'platform/ never imports a feature: features build on the platform, not the other way round.',
  },
  {
    target: path.join(server, 'platform'),
    from: path.join(server, 'ai'),
    message: 'platform/ never imports ai/: the composition root (app.ts) joins them.',
  },
  {
    target: path.join(server, 'ai'),
    from: path.join(server, 'platform'),
    except: platformLeavesForAi.map((leaf) => `./${leaf}`),
    message: `ai/ imports only platform leaf modules (${platformLeavesForAi.join(', ')}).`,
  },
  {
    target: path.join(server, 'ai'),
    from: path.join(server, 'features'),
    message: 'ai/ never imports a feature.',
  },
  // Web features never import each other, by alias or by relative path; what they share lives in shared/.
  ...webFeatures.map((feature) => ({
    target: path.join(web, 'features', feature),
    from: path.join(web, 'features'),
    except: [`./${feature}`],
    message: `Web feature '${feature}' never imports another feature; share through shared/.`,
  })),
  {
    target: path.join(web, 'features'),
    from: path.join(web, 'app'),
    message: 'Web features never import the app shell (router, layout, providers).',
  },
  {
    target: path.join(web, 'shared'),
    from: path.join(web, 'features'),
    message: 'shared/ sits below the features and never imports them.',
  },
  {
    target: path.join(web, 'shared'),
    from: path.join(web, 'app'),
    message: 'shared/ sits below the app shell and never imports it.',
  },
  {
    target: path.join(root, 'packages/contract'),
    from: path.join(root, 'apps'),
    message: 'The contract imports nothing of the apps.',
  },
  {
    target: path.join(root, 'packages/render'),
    from: path.join(root, 'apps'),
    message: 'The renderer is shared by the apps and imports nothing of them.',
  },
  {
    target: path.join(root, 'apps/server'),
    from: path.join(root, 'apps/web'),
    message: 'The server never imports the web app.',
  },
  {
    target: path.join(root, 'apps/web'),
    from: path.join(root, 'apps/server'),
    message: 'The web app never imports the server.',
  },
];
