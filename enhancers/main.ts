/**
 * The only script on every page (DESIGN.md §2): marks the page as scripted, then runs the set-up
 * routines of SPEC §2 "Page startup", each isolated (§8). Everything else loads on demand, only
 * when its element is on the page.
 */
import { enhanceRoots, loadChunk } from './lib/loader';
import { runRoutines } from './lib/routines';
import { correctDropdownSizes } from './lib/setup';
import { registry, routineChunks } from './registry';

document.documentElement.classList.add('js');

runRoutines([
  { name: 'correct dropdown sizes', run: () => correctDropdownSizes() },
  ...routineChunks.map(({ routine, chunk, selector, importer }) => ({
    name: routine,
    run: () => {
      if (!document.querySelector(selector)) return;
      loadChunk(chunk, importer)
        .then((m) => m.default())
        .catch((error: unknown) => console.error(error));
    },
  })),
  { name: 'load enhancers', run: () => void enhanceRoots(registry) },
]);
