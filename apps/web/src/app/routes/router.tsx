import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { HomeRedirect } from './HomeRedirect.tsx';
import { RouteGate } from './RouteGate.tsx';
import type { RouteHandle } from './route-handle.ts';
import { ERROR_PATH, INDEX_TARGET, routeTable, type AppRoute } from './route-table.ts';

function toRouteObject(route: AppRoute): RouteObject {
  const Page = route.page;
  return {
    id: route.path,
    path: route.path,
    handle: { keepAlive: Boolean(route.keepAlive) } satisfies RouteHandle,
    errorElement: route.bare ? <ErrorPage crashed /> : undefined,
    element: (
      <RouteGate rules={route}>
        <Page />
      </RouteGate>
    ),
  };
}

export const appRoutes: RouteObject[] = [
  ...routeTable.filter((route) => route.bare).map(toRouteObject),
  {
    element: <AppLayout />,
    errorElement: <ErrorPage crashed />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: '/index', element: <Navigate to={INDEX_TARGET} replace /> },
      ...routeTable.filter((route) => !route.bare).map(toRouteObject),
      { path: ERROR_PATH, element: <ErrorPage /> },
      { path: '*', element: <Navigate to={ERROR_PATH} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
