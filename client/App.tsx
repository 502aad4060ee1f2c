import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { HomePage } from './routes/home/HomePage';
import { LoginPage } from './routes/login/LoginPage';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { RegisterPage } from './routes/register/RegisterPage';
import { SessionProvider } from './state/session';
import { Layout } from './ui/Layout';
import { RouteError } from './ui/RouteError';
import { ToastProvider } from './ui/Toasts';

// Real paths (no hash): in production the server answers unknown GETs with index.html.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The whole client: session, toasts and the router. */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <SessionProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </SessionProvider>
  );
}
