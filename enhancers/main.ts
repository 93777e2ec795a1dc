/**
 * The only script on every page (docs/architecture.md#contracts): marks the page as scripted, then runs the set-up
 * routines of docs/requirements.md#page-startup, each isolated. Everything else loads on demand, only
 * when its element is on the page. Budget: ≤ 1.5 KB gzip (docs/architecture.md#budgets), asserted by
 * test/site/budgets.test.ts.
 */
import { SELECTORS } from './lib/startup-constants';
import { ElementError } from './lib/errors';
import { enhanceRoots, loadChunk, whenReady } from './lib/loader';
import { logRoutineError, runRoutines } from './lib/routines';
import { correctDropdownSizes } from './lib/setup';
import { routineChunks } from './routine-chunks';

document.documentElement.classList.add('js');

runRoutines([
  { name: 'correct dropdown sizes', run: () => correctDropdownSizes() },
  ...(Object.keys(routineChunks) as (keyof typeof routineChunks)[]).map((chunk) => ({
    name: chunk,
    run: () => {
      const elements = [...document.querySelectorAll(SELECTORS[chunk])];
      if (!elements.length) return;
      // Its exception (or its chunk's failure) is logged as this routine's, like the others' (docs/requirements.md#page-startup).
      const load = () =>
        loadChunk(chunk, routineChunks[chunk])
          .then((m) => m.default())
          .catch((error: unknown) => logRoutineError(chunk, error));
      // Animated elements all below the first viewport need nothing before the first scroll or act
      // (docs/architecture.md#budgets: ≤ 2 KB gzip of JS before any input).
      const wait = chunk === 'viewport' && elements.every((el) => el.getBoundingClientRect().top >= innerHeight);
      void (wait ? whenReady(document.documentElement, 'scroll') : Promise.resolve()).then(load);
    },
  })),
  {
    name: 'load enhancers',
    run: () => {
      // docs/requirements.md#page-startup: the application mounts into the element with id "app" (the wrapper in layouts/base.njk).
      const app = document.getElementById('app');
      if (!app) throw new ElementError('No #app element.');
      // The registry is a chunk too, fetched once the first root is ready (load, visible or interaction).
      void enhanceRoots(() => loadChunk('registry', () => import('./registry')).then((m) => m.registry), app);
    },
  },
]);
