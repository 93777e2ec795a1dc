// @ts-check
/**
 * The build's verdict in the CMS (docs/cms.md "When a save breaks the build"): under `npm run cms`,
 * the site is built again after each save, and this panel at the foot of /admin/ says so while it
 * builds, then either that the site shows the change, or why it could not be built: each problem
 * with the entry and the field as the CMS names them ("Pages › Company (/company/)", field "Text"),
 * what is wrong and the fix, and a link that opens the entry. The entry open in the editor is
 * marked. The verdicts come from BUILD_STATUS_URL, which only `npm run cms` answers: on the live
 * CMS (the GitHub backend) the address is missing and the panel never shows.
 *
 * Plain JavaScript that runs unchanged in the browser and in Node (test/unit/cms-build-status.test.ts).
 */

import { escapeHtml } from './editor-components.js';

/** The verdicts' address, which the front of `npm run cms` answers (scripts/lib/cms-front.js). */
export const BUILD_STATUS_URL = '/admin/build-status.json';
/** How often the panel asks, ms: a build takes a few seconds. */
export const POLL_MS = 1500;
/** How long "Built" stays after a good build, ms. */
export const BUILT_NOTICE_MS = 8000;

/**
 * @typedef {{ collection: string, entry: string, route: string, field?: string }} CmsLocation
 * @typedef {{ message: string, file?: string, field?: string, where?: CmsLocation | null }} BuildProblem
 * @typedef {{ building: boolean, failure: { problems: BuildProblem[], message: string } | null, builtAt: string | null, logFile: string }} BuildStatus
 */

/**
 * A problem's text without the file it begins with (the panel names the entry instead), or whole.
 * @param {BuildProblem} problem
 */
function problemText(problem) {
  const { message, file } = problem;
  if (!file || !problem.where) return message;
  const prefix = new RegExp(
    `^\\.?/?${file.replace(/^\.\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\((line \\d+)\\))?: `,
  );
  const match = prefix.exec(message);
  if (!match) return message;
  // The entry and the field are named before the text: "In the CMS: …" would repeat them.
  const rest = message.slice(match[0].length).replace(/ In the CMS: .*$/, '');
  return match[1] ? `At ${match[1]} of the file: ${rest}` : rest;
}

/**
 * The panel's HTML for one verdict.
 * @param {BuildStatus} status
 * @param {string} currentRoute  the CMS's address now (`location.hash`), to mark the open entry
 * @param {boolean} justBuilt  a good build ended since the last failure or save
 * @returns {{ html: string, role: 'alert' | 'status', tone: 'failed' | 'building' | 'built' } | null} null: nothing to say
 */
export function statusPanel(status, currentRoute, justBuilt) {
  if (status.failure) {
    const items = status.failure.problems.length
      ? status.failure.problems.map((p) => {
          const where = p.where
            ? `<strong>${escapeHtml(p.where.collection)} › ${escapeHtml(p.where.entry)}</strong>${p.where.field ? `, field “${escapeHtml(p.where.field)}”` : ''}${
                currentRoute === p.where.route
                  ? ' <em>(open now)</em>'
                  : ` <a href="${escapeHtml(p.where.route)}">Open it</a>`
              }: `
            : '';
          return `<li>${where}${escapeHtml(problemText(p))}</li>`;
        })
      : [
          `<li>${escapeHtml(status.failure.message)} (a developer finds the build's full output in ${escapeHtml(status.logFile)}).</li>`,
        ];
    const more = status.building
      ? 'Building your latest save …'
      : 'Fix it and save again: the site keeps showing the last good build until then.';
    return {
      role: 'alert',
      tone: 'failed',
      html: `<p class="cms-build-status__title">Your last save could not be published</p><ul>${items.join('')}</ul><p>${more}</p>`,
    };
  }
  if (status.building)
    return {
      role: 'status',
      tone: 'building',
      html: '<p class="cms-build-status__title">Building the site with your change …</p>',
    };
  if (justBuilt)
    return {
      role: 'status',
      tone: 'built',
      html: '<p class="cms-build-status__title">Built: the site shows your change.</p>',
    };
  return null;
}

/** The panel's style (the CMS page allows inline styles; the site's stylesheet is not loaded here). */
const STYLE = `.cms-build-status{position:fixed;z-index:100000;right:16px;bottom:16px;box-sizing:border-box;max-width:min(560px,calc(100vw - 32px));max-height:50vh;overflow:auto;padding:12px 16px;border-radius:6px;box-shadow:0 4px 16px rgb(0 0 0/.25);font:15px/1.45 system-ui,sans-serif;background:#fff;color:#1b1b1b;border-left:6px solid #2c5f8a}
.cms-build-status[data-tone=failed]{border-left-color:#a4262c;background:#fdf3f4}
.cms-build-status[data-tone=built]{border-left-color:#1e7b34}
.cms-build-status__title{margin:0 0 4px;font-weight:700}
.cms-build-status[data-tone=failed] .cms-build-status__title{color:#a4262c}
.cms-build-status ul{margin:4px 0 8px;padding-left:1.2em}
.cms-build-status li{margin:4px 0;overflow-wrap:anywhere}
.cms-build-status p{margin:0}
.cms-build-status a{color:#0b57a4}`;

/**
 * Starts the panel: asks for the verdict every POLL_MS and shows it, until the address is missing
 * (not under `npm run cms`) or answers other than JSON.
 * @param {{ document?: Document, fetchStatus?: () => Promise<Response>, setTimer?: (run: () => void, ms: number) => unknown }} [deps]  for tests
 * @returns {Promise<void>} settles after the first answer
 */
export async function watchBuildStatus({
  document: doc = document,
  fetchStatus = () => fetch(BUILD_STATUS_URL, { cache: 'no-store', credentials: 'same-origin' }),
  setTimer = setTimeout,
} = {}) {
  /** @type {HTMLElement | null} */
  let panel = null;
  let lastBuiltAt = /** @type {string | null} */ (null);
  let builtUntil = 0;
  let first = true;
  let shown = '';
  const tick = async () => {
    let status;
    try {
      const answer = await fetchStatus();
      if (!answer.ok || !String(answer.headers.get('content-type')).includes('json')) return;
      status = /** @type {BuildStatus} */ (await answer.json());
    } catch {
      // The local server stopped: ask again later, as it may be restarted.
      setTimer(tick, POLL_MS * 4);
      return;
    }
    if (!first && status.builtAt && status.builtAt !== lastBuiltAt && !status.failure)
      builtUntil = Date.now() + BUILT_NOTICE_MS;
    lastBuiltAt = status.builtAt;
    first = false;
    const view = statusPanel(status, doc.defaultView?.location.hash ?? '', Date.now() < builtUntil);
    if (!view) {
      panel?.remove();
      shown = '';
    } else {
      if (!panel) {
        panel = doc.createElement('aside');
        panel.className = 'cms-build-status';
        panel.setAttribute('aria-label', 'The site build');
        const style = doc.createElement('style');
        style.textContent = STYLE;
        doc.head.append(style);
      }
      if (!panel.isConnected) doc.body.append(panel);
      // Only a change is written, so a screen reader announces each verdict once.
      if (shown !== view.tone + view.html) {
        shown = view.tone + view.html;
        panel.setAttribute('role', view.role);
        panel.dataset.tone = view.tone;
        panel.innerHTML = view.html;
      }
    }
    setTimer(tick, POLL_MS);
  };
  await tick();
}
