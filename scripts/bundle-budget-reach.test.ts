import { describe, expect, it } from 'vitest';
import { namedPackageImports, staticallyReached, type ModuleGraph } from './bundle-budget-reach.ts';

const nm = '/repo/node_modules';
const app = '/repo/apps/web/src';

/** A module graph as rolldown reports it: each module's transformed code and static imports. */
function graph(modules: Record<string, { code: string; imports?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      return module ? { code: module.code, importedIds: module.imports ?? [] } : null;
    },
  };
}

// Shaped like antd, its icons, TanStack Query and zod: package indexes that only pass names on.
const modules = {
  [`${app}/Page.tsx`]: {
    code: [
      'import { Button } from "antd";',
      'import { CopyOutlined as Copy } from "@ant-design/icons";',
      'import { useQuery } from "@tanstack/react-query";',
      'import { z } from "zod";',
      'import { helper } from "./helper.ts";',
    ].join('\n'),
    imports: [
      `${nm}/antd/es/index.js`,
      `${nm}/@ant-design/icons/es/index.js`,
      `${nm}/@tanstack/react-query/build/index.js`,
      `${nm}/zod/index.js`,
      `${app}/helper.ts`,
    ],
  },
  [`${app}/helper.ts`]: { code: 'export const helper = 1;' },
  [`${nm}/antd/es/index.js`]: {
    code: "export { default as Button } from './button';\nexport { default as Table } from './table';",
    imports: [`${nm}/antd/es/button/index.js`, `${nm}/antd/es/table/index.js`],
  },
  [`${nm}/antd/es/button/index.js`]: {
    code: "import Button from './Button';\nexport * from './buttonHelpers';\nexport default Button;",
    imports: [`${nm}/antd/es/button/Button.js`, `${nm}/antd/es/button/buttonHelpers.js`],
  },
  [`${nm}/antd/es/button/Button.js`]: {
    code: "import wave from '../_util/wave';\nimport { useZIndex } from '../_util/hooks';\nimport './style.css';",
    imports: [
      `${nm}/antd/es/_util/wave/index.js`,
      `${nm}/antd/es/_util/hooks/index.js`,
      `${nm}/antd/es/button/style.css`,
    ],
  },
  [`${nm}/antd/es/button/style.css`]: { code: '' },
  [`${nm}/antd/es/_util/hooks/index.js`]: {
    code: [
      "export { default as useZIndex } from './useZIndex';",
      "export { default as useClosable } from './useClosable';",
    ].join('\n'),
    imports: [`${nm}/antd/es/_util/hooks/useZIndex.js`, `${nm}/antd/es/_util/hooks/useClosable.js`],
  },
  [`${nm}/antd/es/_util/hooks/useZIndex.js`]: { code: 'export default 1;' },
  [`${nm}/antd/es/_util/hooks/useClosable.js`]: { code: 'export default 1;' },
  [`${nm}/antd/es/button/buttonHelpers.js`]: { code: 'export const isTwoCN = () => 1;' },
  [`${nm}/antd/es/_util/wave/index.js`]: { code: 'export default 1;' },
  [`${nm}/antd/es/table/index.js`]: {
    code: "import Table from './Table';\nexport default Table;",
    imports: [`${nm}/antd/es/table/Table.js`],
  },
  [`${nm}/antd/es/table/Table.js`]: { code: 'export default 1;' },
  [`${nm}/@ant-design/icons/es/index.js`]: {
    code: 'import Context from "./components/Context";\nexport * from "./icons";\nexport const IconProvider = Context;',
    imports: [`${nm}/@ant-design/icons/es/components/Context.js`, `${nm}/@ant-design/icons/es/icons/index.js`],
  },
  [`${nm}/@ant-design/icons/es/components/Context.js`]: { code: 'export default 1;' },
  [`${nm}/@ant-design/icons/es/icons/index.js`]: {
    code: [
      'export { default as CopyOutlined } from "./CopyOutlined";',
      'export { default as LikeOutlined } from "./LikeOutlined";',
    ].join('\n'),
    imports: [`${nm}/@ant-design/icons/es/icons/CopyOutlined.js`, `${nm}/@ant-design/icons/es/icons/LikeOutlined.js`],
  },
  [`${nm}/@ant-design/icons/es/icons/CopyOutlined.js`]: { code: 'export default 1;' },
  [`${nm}/@ant-design/icons/es/icons/LikeOutlined.js`]: { code: 'export default 1;' },
  [`${nm}/@tanstack/react-query/build/index.js`]: {
    code: [
      'export * from "@tanstack/query-core";',
      'import { useQuery } from "./useQuery.js";',
      'import { useMutation } from "./useMutation.js";',
      'export { useMutation, useQuery };',
    ].join('\n'),
    imports: [
      `${nm}/@tanstack/query-core/build/index.js`,
      `${nm}/@tanstack/react-query/build/useQuery.js`,
      `${nm}/@tanstack/react-query/build/useMutation.js`,
    ],
  },
  [`${nm}/@tanstack/query-core/build/index.js`]: { code: 'export const QueryClient = 1;' },
  [`${nm}/@tanstack/react-query/build/useQuery.js`]: { code: 'export function useQuery() {}' },
  [`${nm}/@tanstack/react-query/build/useMutation.js`]: { code: 'export function useMutation() {}' },
  [`${nm}/zod/index.js`]: {
    code: 'export * as z from "./v4/classic/external.js";',
    imports: [`${nm}/zod/v4/classic/external.js`],
  },
  [`${nm}/zod/v4/classic/external.js`]: {
    code: 'export * as coerce from "./coerce.js";',
    imports: [`${nm}/zod/v4/classic/coerce.js`],
  },
  [`${nm}/zod/v4/classic/coerce.js`]: { code: 'export const string = 1;' },
};

describe('staticallyReached', () => {
  const reached = staticallyReached(graph(modules), `${app}/Page.tsx`);

  it('follows an app module and its own imports', () => {
    expect(reached).toContain(`${app}/Page.tsx`);
    expect(reached).toContain(`${app}/helper.ts`);
  });

  it("follows only the names imported from a package's index, through its re-exports", () => {
    expect(reached).toContain(`${nm}/antd/es/button/Button.js`);
    expect(reached).toContain(`${nm}/antd/es/_util/wave/index.js`);
    expect(reached).not.toContain(`${nm}/antd/es/table/index.js`);
    expect(reached).not.toContain(`${nm}/antd/es/table/Table.js`);
  });

  it("follows a library's own named imports of its internal indexes by name too", () => {
    expect(reached).toContain(`${nm}/antd/es/_util/hooks/useZIndex.js`);
    expect(reached).not.toContain(`${nm}/antd/es/_util/hooks/useClosable.js`);
    // Imported for its side effects or as a default: followed.
    expect(reached).toContain(`${nm}/antd/es/button/style.css`);
    expect(reached).toContain(`${nm}/antd/es/_util/wave/index.js`);
  });

  it('finds a name behind `export *` and an import passed on by an export list', () => {
    expect(reached).toContain(`${nm}/@ant-design/icons/es/icons/CopyOutlined.js`);
    expect(reached).not.toContain(`${nm}/@ant-design/icons/es/icons/LikeOutlined.js`);
    expect(reached).toContain(`${nm}/@tanstack/react-query/build/useQuery.js`);
    expect(reached).not.toContain(`${nm}/@tanstack/react-query/build/useMutation.js`);
    expect(reached).not.toContain(`${nm}/@tanstack/query-core/build/index.js`);
  });

  it('takes a namespace re-export whole', () => {
    expect(reached).toContain(`${nm}/zod/v4/classic/coerce.js`);
  });

  it('follows a module whole when a name cannot be traced (more, never less)', () => {
    const unknown = {
      ...modules,
      [`${app}/Page.tsx`]: { code: 'import { Nothing } from "antd";', imports: [`${nm}/antd/es/index.js`] },
    };
    const all = staticallyReached(graph(unknown), `${app}/Page.tsx`);
    expect(all).toContain(`${nm}/antd/es/table/Table.js`);
    expect(all).toContain(`${nm}/antd/es/button/Button.js`);
  });

  it('reaches nothing from a module the graph does not hold but the module itself', () => {
    expect([...staticallyReached(graph({}), `${app}/Missing.tsx`)]).toEqual([`${app}/Missing.tsx`]);
  });
});

describe('namedPackageImports', () => {
  it('lists the names imported from bare package names, not from relative paths', () => {
    const code = [
      'import { Button, Tooltip as Tip } from "antd";',
      "import { useQuery } from '@tanstack/react-query';",
      'import { helper } from "./helper.ts";',
      'import { Alert } from "antd";',
    ].join('\n');
    expect(Object.fromEntries(namedPackageImports(code))).toEqual({
      antd: ['Button', 'Tooltip', 'Alert'],
      '@tanstack/react-query': ['useQuery'],
    });
  });
});
