/**
 * Start-up routine "styling hooks on marketing forms" (docs/requirements.md#page-startup): when a marketing form library
 * (HubSpot, Marketo, Pardot) has put its forms on the page, they get our form classes on the
 * form, its fields and its submit button. No network calls. Loaded only when such a form exists,
 * or an element marked `data-marketing-form` that will receive one.
 *
 * The libraries insert their forms after their own script has loaded, long after start-up (and
 * Marketo adds its class to an empty `<form id="mktoForm_…">` only once filled). So the routine
 * also watches each `[data-marketing-form]` container (the author wraps the library's embed snippet
 * in one) for inserted forms and class changes, and stops watching once every container holds a
 * styled form. Without containers, the forms present at start are styled
 * and nothing is watched.
 */

/** The forms of the three libraries. */
export const MARKETING_FORM_SELECTOR = 'form.hs-form, form.mktoForm, form.pardot-form';
/** Where an author embeds a library's form (its snippet inside): watched for the form to come. */
export const CONTAINER_SELECTOR = '[data-marketing-form]';
const STYLED_CLASS = 'marketing-form';

/**
 * Adds our classes to every marketing form under `scope` not yet styled.
 * @returns how many forms were styled
 */
export function styleForms(scope: ParentNode): number {
  const forms = [...scope.querySelectorAll<HTMLFormElement>(MARKETING_FORM_SELECTOR)].filter(
    (f) => !f.classList.contains(STYLED_CLASS),
  );
  for (const form of forms) {
    form.classList.add(STYLED_CLASS);
    for (const field of form.querySelectorAll('input:not([type="submit"]):not([type="hidden"]), select, textarea')) {
      field.classList.add('marketing-form__field');
    }
    for (const submit of form.querySelectorAll('[type="submit"]')) submit.classList.add('button');
  }
  return forms.length;
}

/**
 * Styles the forms present now and watches the containers for those inserted later.
 * @returns how many forms were styled at start
 */
export default function styleMarketingForms(doc: Document = document): number {
  const styled = styleForms(doc);
  const containers = [...doc.querySelectorAll(CONTAINER_SELECTOR)];
  const waiting = () => containers.filter((c) => !c.querySelector(`form.${STYLED_CLASS}`));
  if (waiting().length === 0) return styled;
  const observer = new MutationObserver(() => {
    for (const container of waiting()) styleForms(container);
    // Nothing left to wait for: stop watching the page.
    if (waiting().length === 0) observer.disconnect();
  });
  for (const container of waiting())
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  return styled;
}
