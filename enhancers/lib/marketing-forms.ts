/**
 * Start-up routine "styling hooks on marketing forms" (SPEC §7): when a marketing form library
 * (HubSpot, Marketo, Pardot) has put its forms on the page, they get our form classes on the
 * form, its fields and its submit button. No network calls. Loaded only when such a form exists.
 */
import { SELECTORS } from './startup-constants';

/** @returns how many forms were styled */
export default function styleMarketingForms(doc: Document = document): number {
  const forms = [...doc.querySelectorAll<HTMLFormElement>(SELECTORS['marketing-forms'])];
  for (const form of forms) {
    form.classList.add('marketing-form');
    for (const field of form.querySelectorAll('input:not([type="submit"]):not([type="hidden"]), select, textarea')) {
      field.classList.add('marketing-form__field');
    }
    for (const submit of form.querySelectorAll('[type="submit"]')) submit.classList.add('button');
  }
  return forms.length;
}
