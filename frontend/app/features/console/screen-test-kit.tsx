/**
 * The console's screens in unit tests, without a server: rendered inside the providers the console
 * gives them (queries, a router at `path`), and waited for with `settle`. Tests only.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from './query';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rendered: (() => void)[] = [];

/** Renders `element` at `path` in a container of its own; `unmountRendered` removes it. */
export async function renderScreen(element: ReactNode, path = '/admin'): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  rendered.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

/** For afterEach: unmounts every screen `renderScreen` rendered. */
export function unmountRendered(): void {
  for (const unmount of rendered.splice(0)) unmount();
}

/** Lets React and the stubbed fetch run until `check` passes (it throws its last error after ~2 s of tries). */
export async function settle(check: () => void): Promise<void> {
  for (let tries = 0; ; tries++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    try {
      return check();
    } catch (error) {
      if (tries > 200) throw error;
    }
  }
}
