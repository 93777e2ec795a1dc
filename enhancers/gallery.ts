/**
 * The second entry, on the gallery's pages only (/frontend/<name>/, docs/requirements.md#page-switcher): enhances the developer tooling that layouts/base.njk renders
 * outside `#app`, in `#gallery-tools`. Kept out of enhancers/registry.ts so production pages,
 * which never show the tooling, do not pay for its registry line (docs/architecture.md#budgets).
 */
import { enhanceRoots, type Registry } from './lib/loader';

/** Developer tooling, by the name its root carries in `data-enhancer`. */
export const tools: Registry = {
  'page-switcher': () => import('../components/page-switcher/page-switcher.tsx?default'),
};

const scope = document.getElementById('gallery-tools');
if (scope) void enhanceRoots(tools, scope);
